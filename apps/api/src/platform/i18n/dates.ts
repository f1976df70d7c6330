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

/** Weekday names per language, Sunday first. */
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  ms: ['Ahad', 'Isnin', 'Selasa', 'Rabu', 'Khamis', 'Jumaat', 'Sabtu'],
  ta: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
}

/**
 * A day ('2030-03-04') with its weekday in the reader's language: 'Mon, 04 Mar 2030' (the spec's long date),
 * '2030年3月4日（周一）', 'Isnin, 04 Mac 2030', 'திங்கள், 04 மார்ச் 2030'.
 */
export function longDateIn(language: Language, date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const weekday = WEEKDAYS[language][new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
  if (language === 'zh') return `${y}年${m}月${d}日（${weekday}）`
  const month = language === 'en' ? MONTHS.en[m - 1].slice(0, 3) : MONTHS[language][m - 1]
  return `${weekday}, ${String(d).padStart(2, '0')} ${month} ${y}`
}

/** A month ('2026-11' or a date in it) in the reader's language: 'November 2026', '2026年11月', 'நவம்பர் 2026'. */
export function monthIn(language: Language, value: string): string {
  const year = value.slice(0, 4)
  const month = Number(value.slice(5, 7))
  return language === 'zh' ? `${year}年${month}月` : `${MONTHS[language][month - 1]} ${year}`
}
