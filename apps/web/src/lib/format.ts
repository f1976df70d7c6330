import { DateFormat } from '@preschool/domain'
import dayjs from 'dayjs'
import i18n from 'i18next'

/*
 * The one place dates and money become text on screen. Money follows the language of the text bundle (i18next's
 * current language, in Singapore: en-SG, zh-SG, ms-SG, ta-SG); dates use the spec's formats (numeric ones read
 * the same in every language; month and weekday names are English until another language's bundle adds them).
 */

const moneyFormats = new Map<string, Intl.NumberFormat>()

/** The current language as a Singapore locale ('en' -> 'en-SG'); a language that names its region keeps it. */
export const singaporeLocale = (language = i18n.language || 'en') =>
  language.includes('-') ? language : `${language}-SG`

/** An amount in cents as Singapore dollars in the current language, e.g. 250000 -> '$2,500.00' in English. */
export function formatMoney(cents: number, language?: string): string {
  const locale = singaporeLocale(language)
  let format = moneyFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'SGD',
      currencyDisplay: 'narrowSymbol',
    })
    moneyFormats.set(locale, format)
  }
  return format.format(cents / 100)
}

/** The calendar day in Singapore as YYYY-MM-DD ('en-CA' writes dates that way). */
const singaporeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Singapore',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * A stored date (YYYY-MM-DD) or time stamp as the spec's DD/MM/YYYY. A time stamp counts by its day in Singapore,
 * as the server's dates do: a receipt paid at 00:30 in Singapore is dated that day in any browser.
 */
export const formatDate = (value: string) =>
  dayjs(/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : singaporeDay.format(new Date(value))).format(
    DateFormat.display,
  )

/** A stored date as the spec's long form, 'ddd, DD MMM YYYY': people plan around weekdays. */
export const formatLongDate = (value: string) => dayjs(value).format(DateFormat.long)

/** A time stamp as 'YYYY-MM-DD HH:mm:ss' (audit entries, failed jobs, the bell's exact time). */
export const formatDateTime = (value: string) => dayjs(value).format(DateFormat.dateTime)

/** A time stamp as 'DD MMM YYYY, HH:mm' (when a consent was given). */
export const formatDayAndTime = (value: string) => dayjs(value).format(`DD MMM YYYY, ${DateFormat.shortTime}`)

/** An enrolment month: 'August 2027' for the 1st, else the day too ('9 August 2027'). */
export const formatEnrolmentDate = (value: string) =>
  dayjs(value).format(value.endsWith('-01') ? 'MMMM YYYY' : 'D MMMM YYYY')
