import dayjs from 'dayjs'
import { MAX_AGE_MONTHS, MIN_AGE_MONTHS } from '../constants'
import { V } from './messages'
import { isValidNric } from './nric'

/*
 * The enquiry form's plain helpers (dates, ages, the birth certificate's shape): no zod and no phone metadata,
 * so a page can use them at once and load the rules (enquiry.ts) after its first paint.
 */

/** Used when a school has not set enrolment_period_in_mth: the demo schools' value. */
export const DEFAULT_ENROLMENT_PERIOD_MONTHS = 6

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date in YYYY-MM-DD, at most 9999-12-31. */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value
}

/** Whole months of age on a date (negative before birth): 2 months old on the day the 2nd month completes. */
export function ageInMonths(dateOfBirth: string, on: string): number {
  const birth = dayjs(dateOfBirth)
  const day = dayjs(on)
  let months = (day.year() - birth.year()) * 12 + (day.month() - birth.month())
  if (day.date() < birth.date()) months -= 1
  return months
}

/** The unborn flag: a date of birth after today. */
export function isUnborn(dateOfBirth: string, today: string): boolean {
  return isIsoDate(dateOfBirth) && dateOfBirth > today
}

export interface EnrolmentMonthOption {
  /** YYYY-MM, the option's value. */
  value: string
  /** The enrolment date sent to the server: the month plus '-01'. */
  date: string
  /** Such as 'Jan 2027'. */
  label: string
}

/** The next n months after today's month (enrolment_period_in_mth), each starting on its 1st. */
export function enrolmentMonthOptions(today: string, months: number): EnrolmentMonthOption[] {
  const first = dayjs(today).startOf('month')
  return Array.from({ length: Math.max(0, months) }, (_, i) => {
    const month = first.add(i + 1, 'month')
    return {
      value: month.format('YYYY-MM'),
      date: month.format('YYYY-MM-DD'),
      label: month.format('MMM YYYY'),
    }
  })
}

/**
 * The age message when no level suits the child: older than 72 months before the enrolment month gives the
 * maximum-age message, anything else the minimum-age one (spec 000 section 5).
 */
export function ageRuleMessage(dateOfBirth: string, enrolmentDate: string): string {
  return ageInMonths(dateOfBirth, enrolmentDate) > MAX_AGE_MONTHS ? V.maxAge : V.minAge
}

/** Whether an age in months is inside the spec's limits (2 to 72 months) or a level of the school. */
export const withinAgeLimits = (months: number) => months >= MIN_AGE_MONTHS && months <= MAX_AGE_MONTHS

/** Birth certificates are upper-cased as typed, without the spaces some people type in them. */
export const normaliseBirthCertificate = (value: string) => value.replace(/\s/g, '').toUpperCase()

/** A birth certificate (or NRIC) as isExistingChild takes it: normalised and well formed (S/T/F/G/M check letter). */
export const isWellFormedBirthCertificate = (value: string) => isValidNric(normaliseBirthCertificate(value))
