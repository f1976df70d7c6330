import { enquiryStateById } from '@preschool/domain'
import type { EnquiryState } from '../../generated/graphql'

/** An enquiry state as the API shows it (admissionStatus, the state map's ends). */
export function toEnquiryState(stateId: number): EnquiryState {
  const state = enquiryStateById(stateId)
  if (!state) throw new Error(`unknown enquiry state ${stateId}`)
  return {
    ID: state.id,
    stateCode: state.code,
    label: state.label,
    group: state.group,
    enquiryFrontendState: state.frontendState,
  }
}
