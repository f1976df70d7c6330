import { graphql } from '../../generated'
import type { AccessibleCentresQuery } from '../../generated/graphql'

/** The centres a staff member holds an access type on, for a module (the principal view lists them). */
export const accessibleCentresQuery = graphql(`
  query AccessibleCentres($module: String!, $accessType: String!) {
    getAccessibleCentresForModule(module: $module, accessType: $accessType) {
      ID
      label
      code
      addresses {
        ID
        address
        postcode
        city
        active
      }
    }
  }
`)

export type AccessibleCentre = AccessibleCentresQuery['getAccessibleCentresForModule'][number]

/**
 * The figures of the principal's "waiting for you" section: counts only (one row asked of each list), each asked
 * only of staff who may open its list.
 */
export const admissionStageCountsQuery = graphql(`
  query HomeAdmissionStageCounts($IDSchool: Int!) {
    findAllAdmission(
      IDSchool: $IDSchool
      stageCode: "pre_registration"
      pagination: { page: 1, perPage: 1 }
    ) {
      stageCounts {
        code
        label
        count
      }
    }
  }
`)

export const pendingDocumentCountQuery = graphql(`
  query HomePendingDocumentCount {
    findAllPendingDocument(pagination: { page: 1, perPage: 1 }) {
      totalCount
    }
  }
`)

export const pendingCapacityRequestCountQuery = graphql(`
  query HomePendingCapacityRequestCount($IDSchool: Int!) {
    capacityDraftsByFkSchool(
      IDSchool: $IDSchool
      filter: { status: "pending" }
      pagination: { page: 1, perPage: 1 }
    ) {
      totalCount
    }
  }
`)

export const pendingBlacklistRequestCountQuery = graphql(`
  query HomePendingBlacklistRequestCount($IDSchool: Int!) {
    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: "pending", pagination: { page: 1, perPage: 1 }) {
      totalCount
    }
  }
`)
