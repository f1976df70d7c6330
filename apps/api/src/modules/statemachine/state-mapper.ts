import { enquiryStateById } from '@preschool/domain'
import type { EnquiryState, EnquiryStateChange } from '../../generated/graphql'
import type { StateChangeRow } from './queries'

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

/** One change of an enquiry's state as the waitlist and admissions show it. */
export function toStateChange(row: StateChangeRow): EnquiryStateChange {
  return {
    ID: row.id,
    fromState: row.fkFromState === null ? null : toEnquiryState(row.fkFromState),
    toState: toEnquiryState(row.fkToState),
    action: row.action,
    remarks: row.remarks,
    fkUser: row.fkUser,
    userName: row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim(),
    createdAt: row.createdAt.toISOString(),
  }
}
