import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const stateMachineModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the enquiries module checks every move against the school's map; the waitlist and
// admissions show an enquiry's state history.
export { isMoveAllowed, selectStateHistory, selectStateMap, type StateChangeRow } from './queries'
export { toEnquiryState, toStateChange } from './state-mapper'
export { syncEnquiryStateMap } from './sync'
