import { Access } from '@preschool/domain'
import {
  buildCentre,
  buildFeeTier,
  buildHQ,
  buildSchool,
  buildStaff,
  type TestSchool,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

export const ALL = Access.read | Access.write | Access.approve

export const CURRENT = graphql(`
  query FeesCurrent($IDSchool: Int!, $fkCentre: Int) {
    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {
      ID
      label
      pending
      feeGroup {
        groupCode
      }
      fees {
        nationality
        amount
        effectiveFrom
        effectiveTo
        level {
          ID
        }
        program {
          ID
        }
      }
      numberOfChildren {
        level {
          ID
        }
        numberOfChildren
      }
    }
  }
`)

export const UPCOMING = graphql(`
  query FeesUpcoming($IDSchool: Int!) {
    findAllUpcomingFeeTier(IDSchool: $IDSchool) {
      ID
      active
      pending
      fees {
        amount
        effectiveFrom
      }
    }
  }
`)

export const GROUPS = graphql(`
  query FeesGroups($IDSchool: Int!) {
    findAllFeeGroup(IDSchool: $IDSchool) {
      ID
      groupCode
    }
  }
`)

export const NEW_TIER = graphql(`
  mutation FeesNewTier($IDSchool: Int!, $data: FeeTierInput!) {
    newFeeTier(IDSchool: $IDSchool, data: $data) {
      ID
      label
      fees {
        amount
        nationality
      }
    }
  }
`)

export const NEW_DRAFT = graphql(`
  mutation FeesNewDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {
    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {
      ID
      status
      items {
        nationality
        amount
        lastAmount
      }
    }
  }
`)

export const UPDATE_ITEMS = graphql(`
  mutation FeesUpdateItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {
    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {
      ID
      items {
        nationality
        amount
        lastAmount
      }
    }
  }
`)

export const SUBMIT = graphql(`
  mutation FeesSubmit($IDFeeDraft: Int!, $remark: String) {
    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
      status
    }
  }
`)

export const APPROVE = graphql(`
  mutation FeesApprove($IDFeeDraft: Int!, $remark: String) {
    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
      status
      approver {
        ID
      }
      activityLogs {
        status
        remark
        user {
          ID
        }
      }
    }
  }
`)

export const REJECT = graphql(`
  mutation FeesReject($IDFeeDraft: Int!, $remark: String!) {
    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
      status
    }
  }
`)

export const CANCEL = graphql(`
  mutation FeesCancel($IDFeeDraft: Int!, $remark: String) {
    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
      ID
      status
    }
  }
`)

export const DRAFTS = graphql(`
  query FeesDrafts($IDSchool: Int!, $filter: FeeDraftFilter, $pagination: Pagination) {
    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      pendingCount
      data {
        ID
        status
      }
    }
  }
`)

export const IMPACT = graphql(`
  query FeesImpact($IDFeeDraft: Int!) {
    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {
      noticeMonths
      needsNoticeWarning
      lines {
        nationality
        lastAmount
        amount
        difference
        numberOfChildren
      }
      families {
        parent {
          ID
        }
        difference
        children {
          ID
          difference
        }
      }
    }
  }
`)

/** A school with a centre, a tier there ($1,200 for Singaporeans), a maker (HQ) and an approver (HQ). */
export async function setup() {
  const school = await buildSchool()
  const centre = await buildCentre(school, { label: 'Tampines' })
  const other = await buildCentre(school, { label: 'Punggol' })
  const tier = await buildFeeTier(school, centre.id)
  const maker = await buildHQ(school, { fee_management: Access.read | Access.write })
  const approver = await buildHQ(school, { fee_management: ALL })
  return { school, centre, other, tier, maker, approver }
}

export const staffAt = (school: TestSchool, centreId: number, access: number) =>
  buildStaff(school, { fee_management: access }, [centreId])

export async function newDraft(
  school: TestSchool,
  token: string,
  centreId: number,
  fkFeeTier: number,
  effectiveFrom = '2099-01-01',
) {
  const result = await gql(
    NEW_DRAFT,
    { IDSchool: school.id, fkCentre: centreId, data: { fkFeeTier, effectiveFrom } },
    token,
  )
  if (result.errors) throw new Error(result.errors[0].message)
  return result.data!.newFeeDraft.ID
}
