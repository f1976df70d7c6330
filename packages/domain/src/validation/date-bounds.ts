import dayjs from 'dayjs'
import { z } from 'zod'
import { singaporeToday } from '../singapore-time'
import { V } from './messages'

/**
 * Sensible ranges for dates the server stores. The date inputs cap at 9999-12-31 (the spec), which only keeps
 * the year to four digits: a promotion date of 9999-12-31 or a holiday in 0001 is a typo, and the server refuses it.
 */
export const PLANNING_DATE_MIN = '1900-01-01'
export const PLANNING_DATE_MAX = '2100-12-31'
/** A child's date of birth: up to 10 years back (older than any preschool child), up to a year ahead (unborn). */
export const CHILD_BIRTH_YEARS_BACK = 10
export const CHILD_BIRTH_YEARS_AHEAD = 1
/** An adult's date of birth: not in the future, not more than 100 years back. */
export const ADULT_BIRTH_YEARS_BACK = 100

export const DateMsg = {
  planningRange: `Date must be between ${PLANNING_DATE_MIN} and ${PLANNING_DATE_MAX}`,
  childBirthTooOld: `Date of birth cannot be more than ${CHILD_BIRTH_YEARS_BACK} years ago`,
  childBirthTooLate: `Date of birth cannot be more than ${CHILD_BIRTH_YEARS_AHEAD} year from today`,
  birthInFuture: 'Date of birth cannot be in the future',
  adultBirthTooOld: `Date of birth cannot be more than ${ADULT_BIRTH_YEARS_BACK} years ago`,
} as const

/** Within 1900..2100; text that is not YYYY-MM-DD is left to the date check, so it gets one message. */
export const isPlanningDate = (date: string) =>
  !/^\d{4}-\d{2}-\d{2}$/.test(date) || (date >= PLANNING_DATE_MIN && date <= PLANNING_DATE_MAX)

const shiftYears = (today: string, years: number) => dayjs(today).add(years, 'year').format('YYYY-MM-DD')

/** Why a child's date of birth (YYYY-MM-DD) is out of range on `today`, or null. */
export function childBirthDateIssue(date: string, today: string = singaporeToday()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  if (date < shiftYears(today, -CHILD_BIRTH_YEARS_BACK)) return DateMsg.childBirthTooOld
  if (date > shiftYears(today, CHILD_BIRTH_YEARS_AHEAD)) return DateMsg.childBirthTooLate
  return null
}

/** Why an adult's date of birth (YYYY-MM-DD) is out of range on `today`, or null. */
export function adultBirthDateIssue(date: string, today: string = singaporeToday()): string | null {
  if (date > today) return DateMsg.birthInFuture
  if (date < shiftYears(today, -ADULT_BIRTH_YEARS_BACK)) return DateMsg.adultBirthTooOld
  return null
}

/** A real YYYY-MM-DD date: absent is '*Required', malformed or impossible (2027-02-30) 'Invalid date'. */
export const isoDateSchema = () =>
  z.iso.date({ error: (issue) => (issue.input === undefined ? V.required : V.invalidDate) })

/** A date the school plans with (promotions, holidays, availability, visits, enrolment): 1900 to 2100. */
export const planningDateSchema = () => isoDateSchema().refine(isPlanningDate, DateMsg.planningRange)

/** For zod's superRefine: a child's date of birth in range on the day it is checked (Singapore's date). */
export function inChildBirthRange(date: string, ctx: z.RefinementCtx): void {
  const issue = childBirthDateIssue(date)
  if (issue) ctx.addIssue({ code: 'custom', message: issue })
}
