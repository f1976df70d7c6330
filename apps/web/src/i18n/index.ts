import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

/** A part of the text bundle: keys grouped by screen, as each feature's en.ts holds them. */
type Texts = Record<string, unknown>

/**
 * The text bundle. One language today; keys are grouped by screen and typed from the whole bundle (app/en.ts). The
 * composition (app/texts.ts) hands in the public texts (a visitor's enquiry form needs no others) and how to load
 * the rest, added with the first screen that needs them (`loadAllTexts`): sign-in pages, signed-in pages, a
 * signed-in visitor's layout. The bundles name every feature, so they live above the features, not here.
 */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: {} } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  // A screen already shown re-renders when more texts arrive (none should be waiting for them; a safety net).
  react: { bindI18nStore: 'added' },
})

let loadRest: () => Promise<Texts> = () => Promise.reject(new Error('no texts: app/texts.ts provides them'))

/** The texts at start and the loader of the rest; called once by app/texts.ts, before anything renders. */
export function provideTexts(atStart: Texts, rest: () => Promise<Texts>) {
  i18n.addResourceBundle('en', 'translation', atStart, true, false)
  loadRest = rest
}

let loading: Promise<void> | undefined
let loaded = false

/** Whether every feature's texts are in (a screen that needs them shows at once). */
export const allTextsLoaded = () => loaded

/** Adds every feature's texts (once; later calls answer the same promise). */
export function loadAllTexts(): Promise<void> {
  loading ??= loadRest().then((rest) => {
    i18n.addResourceBundle('en', 'translation', rest, true, false)
    loaded = true
  })
  // A failed download (offline) is tried again by the next caller.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

export default i18n
