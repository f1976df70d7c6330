import { z } from 'zod'
import { enrolmentDateIssue } from './enquiry'
import { V } from './messages'

/** The waitlist's own messages (the spec gives none; these follow its style). */
export const WaitlistMsg = {
  tagDescriptionLength: 'Tag description must be at most 60 characters',
  tagExists: 'A tag with this description already exists',
  tagWeightRange: 'Weight must be a whole number from -100 to 100',
  tagAlreadyOnEnquiry: 'This tag is already on the enquiry',
  tagNotOnEnquiry: 'This tag is not on the enquiry',
  noteRequired: 'Write a note',
  noteLength: 'A note must be at most 1000 characters',
  notOnWaitlist: 'This enquiry is not on the waitlist any more',
  noSeatLeft: 'There is no vacancy left for this centre, level and month',
  offerNotLive: 'This enquiry has no open offer',
  offerMonthPast: 'A place can be offered from the current month onwards',
  searchTooShort: 'Type at least 2 characters to search',
} as const

export const TAG_WEIGHT_MIN = -100
export const TAG_WEIGHT_MAX = 100

export const tagDescriptionSchema = z
  .string()
  .trim()
  .min(1, V.required)
  .max(60, WaitlistMsg.tagDescriptionLength)

export const tagWeightSchema = z
  .number({ error: V.required })
  .int(WaitlistMsg.tagWeightRange)
  .min(TAG_WEIGHT_MIN, WaitlistMsg.tagWeightRange)
  .max(TAG_WEIGHT_MAX, WaitlistMsg.tagWeightRange)

export const newTagSchema = z.object({ description: tagDescriptionSchema })
export const updateTagSchema = z.object({ weight: tagWeightSchema })

export const childNoteSchema = z.object({
  remark: z.string().trim().min(1, WaitlistMsg.noteRequired).max(1000, WaitlistMsg.noteLength),
})

/** Why the family declined a place (rejectVacancyForRegistration): optional, at most a note's length. */
export const offerDeclineSchema = z.object({
  remarks: z
    .string()
    .trim()
    .max(1000, WaitlistMsg.noteLength)
    .nullish()
    .transform((r) => r || null),
})

export const waitlistSearchSchema = z.object({
  q: z.string().trim().min(2, WaitlistMsg.searchTooShort).max(100, WaitlistMsg.searchTooShort),
})

/**
 * The waitlist's filter as the list screen sends it. `waitlistStatus`: true, the enquiries that joined the waitlist
 * (waitlisted_at set); false, those that have not yet (still in their first steps).
 */
export interface WaitListFilterValues {
  fkCentre?: number | null
  fkLevel?: number | null
  fkProgram?: number | null
  fkEnquiryState?: number | null
  waitlistStatus?: boolean | null
}

/**
 * Spec 001 section 5: empty or falsy filter values are removed before queries, except the waitlist status, which
 * removes only an explicit null (false is a real choice: "not yet waitlisted"). One function, used by the screen
 * before sending and by the server on what it receives.
 */
export function cleanWaitListFilter<T extends Record<string, unknown>>(
  filter: T | null | undefined,
): Partial<T> {
  const out: Partial<T> = {}
  for (const [key, value] of Object.entries(filter ?? {}) as [keyof T, T[keyof T]][]) {
    const keep = key === 'waitlistStatus' ? value !== null && value !== undefined : Boolean(value)
    if (keep) out[key] = value
  }
  return out
}

/** One family's place in the queue: the sum of its tags' weights first, then the month wanted, then how early it enquired. */
export interface QueueEntry {
  id: number
  weight: number
  /** The 1st (or 15th) of the month the family wants to start, YYYY-MM-DD. */
  enrollmentPlan: string
  /** When the family enquired (ISO timestamp). */
  createdAt: string
}

/** Negative when `a` stands before `b` in the queue. The SQL ordering of the waitlist list is the same. */
export function compareQueue(a: QueueEntry, b: QueueEntry): number {
  if (a.weight !== b.weight) return b.weight - a.weight
  if (a.enrollmentPlan !== b.enrollmentPlan) return a.enrollmentPlan < b.enrollmentPlan ? -1 : 1
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1
  return a.id - b.id
}

/**
 * The month an offer can be expected for the family at `position` (1: first) of a queue: the first month, from
 * the month wanted, whose vacancies reach the position; null when none of the planned months does. `vacancies`
 * are the months in order, each with the places free then (capacity less enrolled and offered).
 */
export function expectedOfferMonth(
  position: number,
  vacancies: readonly { month: string; vacancies: number }[],
): string | null {
  return vacancies.find((m) => m.vacancies >= position)?.month ?? null
}

/** updateEnquiryDetail's data: the month wanted (the enquiry form's rule) and whether it is on the waitlist. */
export const enquiryDetailUpdateSchema = (today: string) =>
  z
    .object({
      enrollmentPlan: z.string().nullish(),
      waitlisted: z.boolean().nullish(),
    })
    .superRefine((data, ctx) => {
      const issue = data.enrollmentPlan ? enrolmentDateIssue(data.enrollmentPlan, today) : null
      if (issue) ctx.addIssue({ code: 'custom', path: ['enrollmentPlan'], message: issue })
    })
