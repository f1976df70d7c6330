import { singaporeToday } from '@preschool/domain'
import { defineJob } from '../../platform/jobs/define'
import { schoolEnquiry } from '../enquiries'
import { endOffer } from './offers'
import { selectLapsedOffers, waitlistIdleEnquiries } from './job-queries'

/** Offers handled per transaction: each lapse is its own transaction, so one failure does not hold the others. */
const BATCH = 200

/**
 * Daily, just after midnight in Singapore: every offer whose due date has passed without the parent starting the
 * registration lapses; its seat is freed, the family returns to the waitlist and is told.
 */
export const offerLapse = defineJob({
  name: 'waitlist-offer-lapse',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  cron: '5 16 * * *',
  policy: 'stately',
  async handle(_data, { db, config }) {
    const today = singaporeToday()
    for (;;) {
      const due = await selectLapsedOffers(db, today, BATCH)
      for (const offer of due)
        await db.transaction(async (tx) => {
          const enquiry = await schoolEnquiry(tx, offer.fkSchool, offer.fkEnquiry, { lock: true })
          await endOffer(tx, config, enquiry, { status: 'lapsed', actorId: null })
        })
      if (due.length < BATCH) return
    }
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
