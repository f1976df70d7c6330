import { singaporeToday } from '@preschool/domain'
import { graphql } from '../../test/generated'

export const SUBMIT = graphql(`
  mutation PlanningSubmit(
    $CapacityDraft: CapacityDraftInput!
    $remarks: String
    $CapacityDraftItems: [CapacityDraftItemInput!]!
  ) {
    submitVacancyPlanning(
      CapacityDraft: $CapacityDraft
      remarks: $remarks
      CapacityDraftItems: $CapacityDraftItems
    ) {
      ID
      status
      year
      requesterName
      items {
        fkLevel
        capacity
        date
        label
        currentCapacity
      }
      can
    }
  }
`)

export const APPROVE = graphql(`
  mutation PlanningApprove($DraftID: Int!, $Remarks: String) {
    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
      ID
      status
      approverName
      items {
        capacity
        currentCapacity
      }
      activityLogs {
        status
        remark
        userName
      }
    }
  }
`)

export const REJECT = graphql(`
  mutation PlanningReject($DraftID: Int!, $Remarks: String) {
    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
      ID
      status
    }
  }
`)

export const RECALL = graphql(`
  mutation PlanningRecall($DraftID: Int!, $Remarks: String) {
    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
      ID
      status
      approverName
    }
  }
`)

export const DRAFTS = graphql(`
  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {
    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkCentre
        status
        can
      }
    }
  }
`)

export const CAPACITIES = graphql(`
  query PlanningCapacities($IDCentre: Int!, $IDLevel: Int!, $Year: Int!) {
    capacitiesByFkCentreFkLevelYear(IDCentre: $IDCentre, IDLevel: $IDLevel, Year: $Year) {
      ID
      capacity
      date
      month
      year
    }
  }
`)

export const VACANCIES = graphql(`
  query PlanningVacancies(
    $CentreID: Int!
    $ServiceLevel: Int!
    $Year: Int!
    $IsPublic: Boolean
    $fromMonth: Date
  ) {
    findAllVacancies(
      CentreID: $CentreID
      ServiceLevel: $ServiceLevel
      Year: $Year
      IsPublic: $IsPublic
      fromMonth: $fromMonth
    ) {
      count
      status
      month
    }
  }
`)

export const NEGATIVE = graphql(`
  query PlanningNegative($centreID: Int!) {
    findAllNegativeVacanciesByCentre(centreID: $centreID) {
      levelId
      level
      year
      shortfall
      firstMonth
    }
  }
`)

/** The 1st of this month (Singapore). */
export const thisMonth = () => `${singaporeToday().slice(0, 7)}-01`
