import dayjs from 'dayjs'
import { DateFormat } from '../constants'
import { singaporeDate } from '../singapore-time'

/*
 * The one way dates and times become text, on screen, in emails and in PDFs (decision 0036). Stored dates
 * (YYYY-MM-DD) are calendar days and print as they are; instants (time stamps) print in the school's time zone,
 * Singapore, whatever the zone of the machine: a payment at 00:30 in Singapore is dated that day everywhere.
 */

const SINGAPORE_OFFSET_MS = 8 * 3_600_000
const STORED_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A value as Singapore wall-clock time, read by dayjs as local time so no machine zone moves it. */
function wallClock(value: string | Date) {
  if (typeof value === 'string' && STORED_DATE.test(value)) return dayjs(value)
  const instant = typeof value === 'string' ? new Date(value) : value
  return dayjs(new Date(instant.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 23))
}

/** DD/MM/YYYY: a stored date as it is, an instant by its day in Singapore. */
export const formatDate = (value: string | Date) => wallClock(value).format(DateFormat.display)

/** 'ddd, DD MMM YYYY': people plan around weekdays (visits, holidays). */
export const formatLongDate = (value: string | Date) => wallClock(value).format(DateFormat.long)

/** 'YYYY-MM-DD HH:mm:ss' in Singapore time (audit entries, failed jobs, signatures). */
export const formatDateTime = (value: string | Date) => wallClock(value).format(DateFormat.dateTime)

/** 'DD/MM/YYYY HH:mm' in Singapore time: when something happened, for people (consents, remarks, activity). */
export const formatDayAndTime = (value: string | Date) =>
  wallClock(value).format(`${DateFormat.display} ${DateFormat.shortTime}`)

/** HH:mm in Singapore time. */
export const formatTime = (value: string | Date) => wallClock(value).format(DateFormat.shortTime)

/** A month, 'August 2027' (enrolment months, offers). */
export const formatMonth = (value: string) => dayjs(value.slice(0, 7)).format('MMMM YYYY')

/** A month in a narrow column or chip, 'Aug 2027'. */
export const formatShortMonth = (value: string) => dayjs(value.slice(0, 7)).format('MMM YYYY')

/** A month's name alone, 'Aug' (a chart's axis under a year heading). */
export const formatMonthName = (value: string) => dayjs(value.slice(0, 7)).format('MMM')

/** An enrolment date: the month for the 1st ('August 2027'), else the day too (09/08/2027). */
export const formatEnrolmentDate = (value: string) =>
  value.endsWith('-01') ? formatMonth(value) : formatDate(value)

/** A date picker's or calendar's day as a stored date, YYYY-MM-DD. */
export const toStoredDate = (day: { format: (template: string) => string }) => day.format(DateFormat.iso)

/** A calendar's month as YYYY-MM. */
export const toStoredMonth = (day: { format: (template: string) => string }) => day.format('YYYY-MM')

/** The stored date of an instant in Singapore (YYYY-MM-DD). */
export const storedDateOf = (instant: string | Date) =>
  singaporeDate(typeof instant === 'string' ? new Date(instant) : instant)

const years = new Intl.NumberFormat('en-SG', { maximumFractionDigits: 1 })

/** An age in months as years to one decimal, '2.5': staff think of levels as "the 3 to 4 year olds". */
export const formatYears = (months: number) => years.format(months / 12)
