import type { Language } from '@preschool/domain'

/**
 * Texts the server writes to a parent (bells, emails, PDFs) in the four languages (issue 27, decision 0054). Each
 * module keeps its own: an English object and one translation per language with the same keys (a missing or an
 * extra key fails the type check), placeholders written `{{name}}` as in the web app's bundles.
 */
export type Translated<T> = { readonly [K in keyof T]: string }

/** A module's texts in every language, English first. */
export type TextsByLanguage<T> = Readonly<Record<Language, Translated<T>>>

/** The text with its `{{placeholders}}` filled; a placeholder without a value stays as written (a caller's bug shows). */
export function fill(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

/** Placeholders of a text, sorted: the tests compare each translation's with the English. */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

export type TextValues = Readonly<Record<string, string | number>>

/** A module's texts as one function: a key in a language, its placeholders filled. */
export const textsIn =
  <T>(texts: TextsByLanguage<T>) =>
  (language: Language, key: keyof T & string, values?: TextValues): string =>
    fill(texts[language][key], values)
