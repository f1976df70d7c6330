import { subscribe } from '../../platform/events/bus'
import { callOffVisitsOfEnquiry } from './call-off'
import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const visitsModule = defineModule(import.meta.url, resolvers)

// Cancelling an enquiry calls off its visits that will not take place, in the cancelling transaction.
subscribe('enquiryCancelled', async (tx, { enquiryId }) => {
  await callOffVisitsOfEnquiry(tx, enquiryId)
})

// The module's public surface: the iCalendar writer (events give families their calendar files with it).
export { buildIcs } from './ics'
