import { graphql } from '../../generated'
import type { FeeDraftsQuery, FeeImpactQuery, FeeTiersQuery } from '../../generated/graphql'

export const feeTiersQuery = graphql(`
  query FeeTiers($IDSchool: Int!, $fkCentre: Int) {
    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {
      ...FeeTierFields
    }
  }
`)

export const upcomingFeeTiersQuery = graphql(`
  query UpcomingFeeTiers($IDSchool: Int!, $fkCentre: Int) {
    findAllUpcomingFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {
      ...FeeTierFields
    }
  }
`)

export const feeTierFields = graphql(`
  fragment FeeTierFields on FeeTier {
    ID
    fkCentre
    label
    effectiveForRegistrationFrom
    effectiveForRegistrationTo
    isLastTierInGroup
    active
    pending
    feeGroup {
      ID
      groupCode
    }
    centre {
      ID
      label
    }
    fees {
      ID
      nationality
      amount
      effectiveFrom
      effectiveTo
      level {
        ID
        label
      }
      program {
        ID
        label
      }
    }
    numberOfChildren {
      level {
        ID
        label
      }
      numberOfChildren
    }
  }
`)

export const feeGroupsQuery = graphql(`
  query FeeGroups($IDSchool: Int!) {
    findAllFeeGroup(IDSchool: $IDSchool) {
      ID
      groupCode
      label
    }
  }
`)

export const feeDraftsQuery = graphql(`
  query FeeDrafts($IDSchool: Int!, $pagination: Pagination) {
    findAllFeeDraft(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      pendingCount
      data {
        ID
        fkUser
        status
        can
        effectiveFrom
        createdAt
        centre {
          ID
          label
        }
        feeTier {
          ID
          label
        }
        user {
          ID
          firstname
          lastname
        }
        approver {
          ID
          firstname
          lastname
        }
        items {
          ID
          nationality
          amount
          lastAmount
          level {
            label
          }
          program {
            label
          }
        }
        activityLogs {
          ID
          status
          remark
          createdAt
          user {
            firstname
            lastname
          }
        }
      }
    }
  }
`)

export const feeImpactQuery = graphql(`
  query FeeImpact($IDFeeDraft: Int!) {
    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {
      effectiveFrom
      noticeMonths
      needsNoticeWarning
      lines {
        nationality
        lastAmount
        amount
        difference
        numberOfChildren
        level {
          label
        }
        program {
          label
        }
      }
      families {
        email
        difference
        parent {
          ID
          firstname
          lastname
        }
        children {
          ID
          firstname
          lastname
          difference
        }
      }
    }
  }
`)

export const feeCentresQuery = graphql(`
  query FeeCentres {
    getAccessibleCentresForModule(module: "fee_management", accessType: "write") {
      ID
      label
    }
  }
`)

/** The centres whose fees the caller may read: the tier lists' centre filter. */
export const feeReadCentresQuery = graphql(`
  query FeeReadCentres {
    getAccessibleCentresForModule(module: "fee_management", accessType: "read") {
      ID
      label
    }
  }
`)

export const feeCentreOfferQuery = graphql(`
  query FeeCentreOffer($IDSchool: Int!, $centreID: Int!) {
    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
      data {
        ID
        fkLevel
        fkProgram
        level {
          label
        }
        program {
          label
        }
      }
    }
  }
`)

export const newFeeTierMutation = graphql(`
  mutation NewFeeTier($IDSchool: Int!, $data: FeeTierInput!) {
    newFeeTier(IDSchool: $IDSchool, data: $data) {
      ID
    }
  }
`)

export const newFeeDraftMutation = graphql(`
  mutation NewFeeDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {
    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {
      ID
    }
  }
`)

export const updateFeeDraftItemsMutation = graphql(`
  mutation UpdateFeeDraftItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {
    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {
      ID
    }
  }
`)

export const submitFeeDraftMutation = graphql(`
  mutation SubmitFeeDraft($IDFeeDraft: Int!, $remark: String) {
    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
    }
  }
`)

export const approveFeeMutation = graphql(`
  mutation ApproveFeeChange($IDFeeDraft: Int!, $remark: String) {
    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
    }
  }
`)

export const rejectFeeMutation = graphql(`
  mutation RejectFeeChange($IDFeeDraft: Int!, $remark: String!) {
    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
    }
  }
`)

export const cancelFeeMutation = graphql(`
  mutation CancelFeeChange($IDFeeDraft: Int!, $remark: String) {
    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
    }
  }
`)

export type FeeTierView = FeeTiersQuery['findAllCurrentFeeTier'][number]
export type FeeDraftView = FeeDraftsQuery['findAllFeeDraft']['data'][number]
export type FeeImpact = FeeImpactQuery['getFeeDraftImpact']
