import { singaporeToday } from '@preschool/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { defineJob } from '../../platform/jobs/define'
import { schoolEnquiry } from '../enquiries'
import { endOffer } from './offers'
import {
  type LapsedOffer,
  lockOfferStillLapsed,
  selectLapsedOffers,
  waitlistIdleEnquiries,
} from './job-queries'

/** Offers handled per transaction: each lapse is its own transaction, so one failure does not hold the others. */
const BATCH = 200

/**
 * One offer the job picked lapses, in its own transaction, if it is still the overdue live offer once its enquiry
 * is locked (one accepted or declined meanwhile, or a new offer since, is left alone). Returns whether it lapsed.
 */
export async function lapseOffer(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  offer: LapsedOffer,
  today: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, offer.fkSchool, offer.fkEnquiry, { lock: true })
    if (!(await lockOfferStillLapsed(tx, offer, today))) return false
    await endOffer(tx, config, enquiry, { status: 'lapsed', actorId: null })
    return true
  })
}

/**
 * Daily, just after midnight in Singapore: every offer whose due date has passed without the parent starting the
 * registration lapses; its seat is freed, the family returns to the waitlist and is told.
 */
export const offerLapse = defineJob({
  name: 'waitlist-offer-lapse',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  cron: '5 16 * * *',
  policy: 'stately',
  async handle(_data, { db, config, log }) {
    const today = singaporeToday()
    let afterId = 0
    let failed: unknown = null
    for (;;) {
      const due = await selectLapsedOffers(db, today, afterId, BATCH)
      for (const offer of due) {
        afterId = offer.id
        try {
          await lapseOffer(db, config, offer, today)
        } catch (err) {
          // One offer that cannot lapse (its enquiry moved on meanwhile) must not hold the others back.
          log.error({ err }, 'an offer could not lapse')
          failed = err
        }
      }
      if (due.length < BATCH) break
    }
    // The run fails after the others lapsed, so the failure is seen (and retried) with the job.
    if (failed) throw failed
  },
})

/** Daily: enquiries left without action for the school's auto_waitlist_period (days) join the waitlist. */
export const autoWaitlist = defineJob({
  name: 'waitlist-auto-waitlist',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  cron: '20 16 * * *',
  policy: 'stately',
  async handle(_data, { db }) {
    await waitlistIdleEnquiries(db)
  },
})
