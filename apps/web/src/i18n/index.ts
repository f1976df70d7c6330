import type { Language } from '@preschool/domain'
import dayjs from 'dayjs'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { deviceLanguage, rememberLanguage } from './language'

/** A part of the text bundle: keys grouped by screen, as each feature's en.ts holds them. */
type Texts = Record<string, unknown>

/** How a language other than English loads: its texts of the first page, and its texts of every other page. */
export interface LanguageTexts {
  atStart: () => Promise<Texts>
  rest: () => Promise<Texts>
  /** dayjs's locale of the language (month and weekday names), loaded with it. */
  dayjs: () => Promise<unknown>
  dayjsName: string
}

/**
 * The text bundles. Keys are grouped by screen and typed from the English bundle (app/en.ts). The composition
 * (app/texts.ts) hands in the English texts at start (a visitor's enquiry form needs no others), how to load the
 * rest (added with the first screen that needs them, `loadAllTexts`), and each other language's loaders: only the
 * chosen language's texts download, each as chunks of their own. English stays loaded under every language: a
 * text not translated (staff screens) falls back to it.
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
let others: Partial<Record<Language, LanguageTexts>> = {}

/** The texts at start and the loaders of the rest; called once by app/texts.ts, before anything renders. */
export function provideTexts(
  atStart: Texts,
  rest: () => Promise<Texts>,
  languages: Partial<Record<Language, LanguageTexts>>,
) {
  i18n.addResourceBundle('en', 'translation', atStart, true, false)
  loadRest = rest
  others = languages
}

let loading: Promise<void> | undefined
let loaded = false
/** The languages whose rest is in (English's with `loaded`). */
const restLoaded = new Set<Language>()

/** Whether every feature's texts are in, in the current language (a screen that needs them shows at once). */
export const allTextsLoaded = () =>
  loaded && (currentLanguage() === 'en' || restLoaded.has(currentLanguage()))

export const currentLanguage = () => i18n.language as Language

async function loadLanguageRest(language: Language) {
  const texts = others[language]
  if (!texts || restLoaded.has(language)) return
  i18n.addResourceBundle(language, 'translation', await texts.rest(), true, true)
  restLoaded.add(language)
}

/** Adds every feature's texts (once; later calls answer the same promise), in English and the current language. */
export function loadAllTexts(): Promise<void> {
  loading ??= loadRest().then((rest) => {
    i18n.addResourceBundle('en', 'translation', rest, true, false)
    loaded = true
  })
  // A failed download (offline) is tried again by the next caller.
  loading.catch(() => {
    loading = undefined
  })
  return Promise.all([loading, loadLanguageRest(currentLanguage())]).then(() => undefined)
}

const started = new Set<Language>(['en'])

/**
 * Switches the app to a language: its texts of the first page (and of every page, once those are in) and its
 * month names download first, then every screen re-renders in it and `<html lang>` follows. `remember` keeps it
 * on this device (the switcher); an account's setting applied at sign-in does too.
 */
export async function setLanguage(language: Language, { remember = true } = {}) {
  if (remember) rememberLanguage(language)
  const texts = others[language]
  if (texts && !started.has(language)) {
    const [atStart] = await Promise.all([texts.atStart(), texts.dayjs()])
    i18n.addResourceBundle(language, 'translation', atStart, true, true)
    started.add(language)
  }
  // Every page's texts are in English (or on their way): the language's own come too.
  if (loading) await loading.then(() => loadLanguageRest(language))
  dayjs.locale(texts?.dayjsName ?? 'en')
  await i18n.changeLanguage(language)
  document.documentElement.lang = language
}

/** The language to start in (this device's, else the browser's): English at once, another after its download. */
export const startLanguage = () => setLanguage(deviceLanguage(), { remember: false })

export default i18n
