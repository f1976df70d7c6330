import { z } from 'zod'
import { LANGUAGES } from '../languages'

export const LanguageMsg = {
  unknown: 'Choose English, 中文, Bahasa Melayu or தமிழ்',
} as const

/** One of the four languages (the languages module stays free of zod: the shell reads it at start). */
export const languageSchema = z.enum(LANGUAGES, { error: LanguageMsg.unknown })

/** updateMyPreferredLanguage's input: one of the four. */
export const preferredLanguageInputSchema = z.object({ language: languageSchema })
