/**
 * The languages parents read (issue 27): Singapore's four official ones. English is the default and the fallback
 * of every text; a user's choice is stored on their account (`preferred_language`) and decides the web app's texts
 * and the emails and bell texts sent to them.
 */
export const LANGUAGES = ['en', 'zh', 'ms', 'ta'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language by its own name, as a switcher shows it (a reader finds their language in its own script). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ms: 'Bahasa Melayu',
  ta: 'தமிழ்',
}

/** A stored or sent value as a language: anything else (null, an old code) reads as English. */
export const asLanguage = (value: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE
