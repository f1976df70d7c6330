import { defineModule } from '../../platform/module'
import { addEnquiryStateMachineMap } from './resolvers/addEnquiryStateMachineMap'
import { enquiryStateMachineMapImpact } from './resolvers/enquiryStateMachineMapImpact'
import { findAllEnquiryState } from './resolvers/findAllEnquiryState'
import { findAllEnquiryStateMachineMap } from './resolvers/findAllEnquiryStateMachineMap'
import { removeEnquiryStateMachineMap } from './resolvers/removeEnquiryStateMachineMap'
import { strandedEnquiryStates } from './resolvers/strandedEnquiryStates'
import { updateEnquiryStateMachineMap } from './resolvers/updateEnquiryStateMachineMap'

export const stateMachineModule = defineModule(import.meta.url, {
  Query: {
    findAllEnquiryState,
    findAllEnquiryStateMachineMap,
    enquiryStateMachineMapImpact,
    strandedEnquiryStates,
  },
  Mutation: { addEnquiryStateMachineMap, updateEnquiryStateMachineMap, removeEnquiryStateMachineMap },
})

// The module's public surface: the enquiries module checks every move against the school's map; the waitlist and
// admissions show an enquiry's state history.
export { isMoveAllowed, selectStateHistory, type StateChangeRow } from './queries'
export { toEnquiryState, toStateChange } from './state-mapper'
export { syncEnquiryStateMap } from './sync'
