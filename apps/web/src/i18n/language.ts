import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@preschool/domain'
import { readStore, writeStore } from '../lib/store'

/** The language of the browser's list the app speaks first (zh-SG, zh-Hans → zh; ta-IN → ta), else English. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? [navigator.language]) {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0]
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language
  }
  return DEFAULT_LANGUAGE
}

/** The language this device was set to (the switcher remembers it), else the browser's. */
export const deviceLanguage = (): Language => readStore().language ?? browserLanguage()

export const rememberLanguage = (language: Language) => writeStore({ language })
