import { formatDate, formatMonth } from '@preschool/domain'
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

/** What the parent is told at each turn of an offer (bell and email, in the school's brand). */
const OfferNotices = {
  offered: (f: OfferFacts) => ({
    title: 'A place is offered',
    body:
      `${f.centre} offers ${f.child} a place from ${formatMonth(f.month)}. ` +
      (f.dueDate
        ? `Please start the registration by ${formatDate(f.dueDate)}.`
        : 'Please start the registration.'),
  }),
  declined: (f: OfferFacts) => ({
    title: 'Offer of a place declined',
    body: `The place offered to ${f.child} at ${f.centre} from ${formatMonth(f.month)} is declined. ${f.child} stays on the waitlist.`,
  }),
  lapsed: (f: OfferFacts) => ({
    title: 'Offer of a place lapsed',
    body: `The place offered to ${f.child} at ${f.centre} was not taken up by ${f.dueDate ? formatDate(f.dueDate) : 'its due date'} and has lapsed. ${f.child} stays on the waitlist.`,
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
    { schoolId: facts.schoolId, userId: facts.userId, kind: 'offer', ...OfferNotices[event](facts) },
    publicUrl,
  )
}
