import type { Language } from '@preschool/domain'

/** Month names per language, as a school writes them in a letter (Chinese uses numbers: 2026年11月). */
const MONTHS: Record<Exclude<Language, 'zh'>, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ms: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
  ta: [
    'ஜனவரி',
    'பிப்ரவரி',
    'மார்ச்',
    'ஏப்ரல்',
    'மே',
    'ஜூன்',
    'ஜூலை',
    'ஆகஸ்ட்',
    'செப்டம்பர்',
    'அக்டோபர்',
    'நவம்பர்',
    'டிசம்பர்',
  ],
}

/** A month ('2026-11' or a date in it) in the reader's language: 'November 2026', '2026年11月', 'நவம்பர் 2026'. */
export function monthIn(language: Language, value: string): string {
  const year = value.slice(0, 4)
  const month = Number(value.slice(5, 7))
  return language === 'zh' ? `${year}年${month}月` : `${MONTHS[language][month - 1]} ${year}`
}
