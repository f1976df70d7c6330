import { graphql } from '../../generated'
import type { StateMapQuery } from '../../generated/graphql'

export const stateMapQuery = graphql(`
  query StateMap($IDSchool: Int!) {
    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {
      ID
      priority
      fromState {
        ID
        stateCode
        label
        group
      }
      toState {
        ID
        stateCode
        label
        group
      }
    }
    findAllEnquiryState {
      ID
      stateCode
      label
      group
    }
    strandedEnquiryStates(IDSchool: $IDSchool) {
      states {
        count
        state {
          ID
          label
        }
        enquiries {
          ID
          childFirstname
          childLastname
          centreLabel
        }
      }
    }
  }
`)
export type StateMapping = StateMapQuery['findAllEnquiryStateMachineMap'][number]
export type StateImpactState = StateMapQuery['strandedEnquiryStates']['states'][number]

export const stateMapImpactQuery = graphql(`
  query StateMapImpactOf($IDSchool: Int!, $IDMap: Int!) {
    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap) {
      states {
        count
        stranded
        state {
          ID
          label
        }
        enquiries {
          ID
          childFirstname
          childLastname
          centreLabel
        }
      }
    }
  }
`)

export const addStateMapMutation = graphql(`
  mutation StateMapAddMapping($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {
    addEnquiryStateMachineMap(
      IDSchool: $IDSchool
      fromState: $fromState
      toState: $toState
      priority: $priority
    ) {
      ID
    }
  }
`)

export const removeStateMapMutation = graphql(`
  mutation StateMapRemoveMapping($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {
    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)
  }
`)
