import type { DbOrTx } from '../../db/client'
import { tellParent } from '../notifications'

export interface OfferFacts {
  schoolId: number
  userId: number
  child: string
  centre: string
  /** The first month of the seat (YYYY-MM-01). */
  month: string
  dueDate: string | null
}

/** 'January 2027' for any day of the month (YYYY-MM-DD); server texts to parents. */
export const monthName = (date: string) =>
  new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-SG', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-SG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** What the parent is told at each turn of an offer (bell and email, in the school's brand). */
const OfferNotices = {
  offered: (f: OfferFacts) => ({
    title: 'A place is offered',
    body:
      `${f.centre} offers ${f.child} a place from ${monthName(f.month)}. ` +
      (f.dueDate
        ? `Please start the registration by ${dayName(f.dueDate)}.`
        : 'Please start the registration.'),
  }),
  declined: (f: OfferFacts) => ({
    title: 'Offer of a place declined',
    body: `The place offered to ${f.child} at ${f.centre} from ${monthName(f.month)} is declined. ${f.child} stays on the waitlist.`,
  }),
  lapsed: (f: OfferFacts) => ({
    title: 'Offer of a place lapsed',
    body: `The place offered to ${f.child} at ${f.centre} was not taken up by ${f.dueDate ? dayName(f.dueDate) : 'its due date'} and has lapsed. ${f.child} stays on the waitlist.`,
  }),
}

export function tellParentOfOffer(
  tx: DbOrTx,
  publicUrl: string,
  event: keyof typeof OfferNotices,
  facts: OfferFacts,
): Promise<void> {
  return tellParent(
    tx,
    { schoolId: facts.schoolId, userId: facts.userId, ...OfferNotices[event](facts) },
    publicUrl,
  )
}
