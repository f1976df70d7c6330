import { formatMoney as formatMoneyIn } from '@preschool/domain'
import i18n from 'i18next'

/*
 * The browser's side of the one formatting layer (packages/domain/src/format, decision 0036): dates, names and
 * money come from there; money here follows the language of the text bundle (i18next's current language, in
 * Singapore: en-SG, zh-SG, ms-SG, ta-SG).
 */
export {
  childName,
  formatDate,
  formatDateTime,
  formatDayAndTime,
  formatEnrolmentDate,
  formatLongDate,
  formatMonth,
  formatMonthName,
  formatShortMonth,
  formatTime,
  fullName,
} from '@preschool/domain'

/** The current language as a Singapore locale ('en' -> 'en-SG'); a language that names its region keeps it. */
export const singaporeLocale = (language = i18n.language || 'en') =>
  language.includes('-') ? language : `${language}-SG`

/** An amount in cents as Singapore dollars in the current language, e.g. 250000 -> '$2,500.00' in English. */
export const formatMoney = (cents: number, language?: string): string =>
  formatMoneyIn(cents, singaporeLocale(language))
