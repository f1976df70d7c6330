import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'
import { subscribe } from '../../platform/events/bus'
import { withdrawOfferOf } from './offers'

export const waitlistModule = defineModule(import.meta.url, resolvers)

// Cancelling an enquiry frees the seat of its live offer, in the cancelling transaction.
subscribe('enquiryCancelled', async (tx, { schoolId, enquiryId }) => {
  await withdrawOfferOf(tx, schoolId, enquiryId)
})

// The module's public surface: the child activity log other modules write to.
export { type ChildActivity, logChildActivity } from './activity-log'
export { autoWaitlist, offerLapse } from './jobs'
export { newcomerOutlooks, type QueueOutlook, queueKey } from './outlook'
