import type { Translation } from '../i18n/translation'
import type { pdpaEn } from './pdpa-en'

/** Teks notis PDPA (Bahasa Melayu; kata-kata notis itu sendiri ialah teks domain). */
export const pdpaMs = {
  title: 'Data peribadi (PDPA)',
  policyLink: 'Baca dasar privasi (dibuka dalam tab baharu)',
} satisfies Translation<typeof pdpaEn>
