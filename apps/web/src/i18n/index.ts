import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { enPublic } from '../app/en-public'

/**
 * The text bundle. One language today; keys are grouped by screen and typed from the whole bundle (en.ts). The
 * shell starts with the public texts (a visitor's enquiry form needs no others) and adds the rest with the first
 * screen that needs them (`loadAllTexts`): sign-in pages, signed-in pages, a signed-in visitor's layout.
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: enPublic } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  // A screen already shown re-renders when more texts arrive (none should be waiting for them; a safety net).
  react: { bindI18nStore: 'added' },
})

let loading: Promise<void> | undefined
let loaded = false

/** Whether every feature's texts are in (a screen that needs them shows at once). */
export const allTextsLoaded = () => loaded

/** Adds every feature's texts (once; later calls answer the same promise). */
export function loadAllTexts(): Promise<void> {
  loading ??= import('../app/en-staff').then(({ enStaff }) => {
    i18n.addResourceBundle('en', 'translation', enStaff, true, false)
    loaded = true
  })
  // A failed download (offline) is tried again by the next caller.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

export default i18n
