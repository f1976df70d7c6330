import { graphql } from '../../generated'
import type { PlanningDraftsQuery, PlanningCentresQuery } from '../../generated/graphql'

/** The centres the user may plan (enrollment_planning read). */
export const planningCentresQuery = graphql(`
  query PlanningCentres {
    getAccessibleCentresForModule(module: "enrollment_planning", accessType: "read") {
      ID
      label
    }
  }
`)

/** The levels a centre offers (one row per programme; the page keeps each level once). */
export const planningLevelsQuery = graphql(`
  query PlanningLevels($IDSchool: Int!, $centreID: Int!) {
    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
      data {
        fkLevel
        active
        level {
          ID
          label
          active
        }
      }
    }
  }
`)

export const vacanciesQuery = graphql(`
  query PlanningVacancyMonths($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {
    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {
      count
      status
      month
    }
    capacitiesByFkCentreFkLevelYear(IDCentre: $CentreID, IDLevel: $ServiceLevel, Year: $Year) {
      ID
      date
      capacity
    }
  }
`)

export const negativeVacanciesQuery = graphql(`
  query PlanningNegativeVacancies($centreID: Int!) {
    findAllNegativeVacanciesByCentre(centreID: $centreID) {
      levelId
      level
      year
      shortfall
      firstMonth
    }
  }
`)

export const draftsQuery = graphql(`
  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {
    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkCentre
        centreLabel
        status
        year
        createdAt
        updatedAt
        requesterName
        approverName
        can
        items {
          ID
          fkLevel
          capacity
          date
          label
          currentCapacity
        }
        activityLogs {
          ID
          remark
          status
          userName
          createdAt
        }
      }
    }
  }
`)

export const submitMutation = graphql(`
  mutation PlanningSubmitRequest(
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
    }
  }
`)

export const approveMutation = graphql(`
  mutation PlanningApproveRequest($DraftID: Int!, $Remarks: String) {
    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
      ID
      status
    }
  }
`)

export const rejectMutation = graphql(`
  mutation PlanningRejectRequest($DraftID: Int!, $Remarks: String) {
    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
      ID
      status
    }
  }
`)

export const recallMutation = graphql(`
  mutation PlanningRecallRequest($DraftID: Int!, $Remarks: String) {
    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {
      ID
      status
    }
  }
`)

export type CapacityDraftRow = PlanningDraftsQuery['capacityDraftsByFkSchool']['data'][number]
export type PlanningCentre = PlanningCentresQuery['getAccessibleCentresForModule'][number]
