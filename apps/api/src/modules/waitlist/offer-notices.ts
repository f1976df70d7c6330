import { formatDate } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { monthIn } from '../../platform/i18n/dates'
import { type LocalWords, tellParent } from '../notifications'
import { offerText } from './notice-texts'

export interface OfferFacts {
  schoolId: number
  userId: number
  child: string
  centre: string
  /** The first month of the seat (YYYY-MM-01). */
  month: string
  dueDate: string | null
}

type Event = 'offered' | 'declined' | 'lapsed'

/** What the parent is told at each turn of an offer (bell and email, in the school's brand), in their language. */
function offerNotice(event: Event, f: OfferFacts): LocalWords {
  return {
    inLanguage: (language) => {
      const values = {
        centre: f.centre,
        child: f.child,
        month: monthIn(language, f.month),
        due: f.dueDate ? formatDate(f.dueDate) : offerText(language, 'itsDueDate'),
      }
      const body = event === 'offered' && !f.dueDate ? 'offeredNoDue' : event
      return { title: offerText(language, `${event}Title`), body: offerText(language, body, values) }
    },
  }
}

export function tellParentOfOffer(
  tx: DbOrTx,
  publicUrl: string,
  event: Event,
  facts: OfferFacts,
): Promise<void> {
  return tellParent(
    tx,
    { schoolId: facts.schoolId, userId: facts.userId, kind: 'offer', ...offerNotice(event, facts) },
    publicUrl,
  )
}
