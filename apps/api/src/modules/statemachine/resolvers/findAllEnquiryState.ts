import { ENQUIRY_STATES } from '@preschool/domain'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toEnquiryState } from '../state-mapper'

/** The states are reference data (packages/domain, the same rows as the enquiry_states table). */
export const findAllEnquiryState = guard(actions.stateMap.states, async () =>
  ENQUIRY_STATES.map((s) => toEnquiryState(s.id)),
)
