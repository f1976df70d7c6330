import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'
import { subscribe } from '../../platform/events/bus'
import { closeBlacklistedArrival } from './family-enquiries'

export const blacklistModule = defineModule(import.meta.url, resolvers)

// A blacklisted family's new enquiry is closed as it arrives (decision 0020).
subscribe('enquiryCreated', closeBlacklistedArrival)
