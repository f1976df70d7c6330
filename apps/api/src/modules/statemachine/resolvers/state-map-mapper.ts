import type { EnquiryStateMachineMap, StateMapStateImpact } from '../../../generated/graphql'
import type { StateMapRow } from '../queries'
import type { StateImpact } from '../state-map'
import { toEnquiryState } from '../state-mapper'

export const toStateMap = (row: StateMapRow): EnquiryStateMachineMap => ({
  ID: row.id,
  fromState: toEnquiryState(row.fkFromState),
  toState: toEnquiryState(row.fkToState),
  priority: row.priority,
})

export const toStateImpact = (impact: StateImpact): StateMapStateImpact => ({
  state: toEnquiryState(impact.stateId),
  count: impact.count,
  stranded: impact.stranded,
  enquiries: impact.enquiries.map((e) => ({
    ID: e.id,
    childFirstname: e.childFirstname,
    childLastname: e.childLastname,
    centreLabel: e.centreLabel,
  })),
})
