import { graphql } from '../../generated'
import type { TransferDraftFieldsFragment } from '../../generated/graphql'

export const transferDraftFields = graphql(`
  fragment TransferDraftFields on TransferDraft {
    ID
    status
    additionalStatus
    vacancyAvailableForTransferRequest
    subsidyNotice
    updatedAt
    can
    sourceCentre {
      ID
      label
    }
    destinationCentre {
      ID
      label
    }
    submittedBy {
      ID
      firstname
      lastname
    }
    sourceApprover {
      ID
      firstname
      lastname
    }
    destinationApprover {
      ID
      firstname
      lastname
    }
    item {
      effectiveDate
      remark
      fkEnquiry
      child {
        ID
        firstname
        lastname
      }
      reason {
        ID
        label
      }
    }
    activityLogs {
      ID
      status
      remark
      createdAt
      user {
        ID
        firstname
        lastname
      }
    }
  }
`)
export type Transfer = TransferDraftFieldsFragment

export const transferDraftsQuery = graphql(`
  query TransferDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {
    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...TransferDraftFields
      }
    }
  }
`)

export const completedTransfersQuery = graphql(`
  query CompletedTransfers($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {
    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...TransferDraftFields
      }
    }
  }
`)

export const transferQuery = graphql(`
  query TransferDetail($IDTransfer: Int!) {
    getTransferDraft(IDTransfer: $IDTransfer) {
      ...TransferDraftFields
    }
  }
`)

export const approveTransferSourceMutation = graphql(`
  mutation ApproveTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput) {
    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ID
    }
  }
`)
export const rejectTransferSourceMutation = graphql(`
  mutation RejectTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput!) {
    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ID
    }
  }
`)
export const approveTransferDestinationMutation = graphql(`
  mutation ApproveTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput) {
    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ID
    }
  }
`)
export const rejectTransferDestinationMutation = graphql(`
  mutation RejectTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput!) {
    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ID
    }
  }
`)
export const cancelTransferMutation = graphql(`
  mutation CancelTransferByUser($IDTransfer: Int!, $remark: String) {
    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {
      ID
    }
  }
`)
export const completeTransferMutation = graphql(`
  mutation CompleteTransfer($IDTransfer: Int!, $remark: String) {
    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {
      ID
    }
  }
`)

export const transferDestinationsQuery = graphql(`
  query TransferDestinations($childID: Int!, $effectiveDate: Date) {
    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {
      vacancyAvailable
      centre {
        ID
        label
      }
    }
  }
`)

export const transferReasonsQuery = graphql(`
  query TransferReasons($fkSchool: Int!) {
    codesByLabelFkSchool(fkSchool: $fkSchool, labels: ["transfer_reason"]) {
      category
      codes {
        ID
        label
      }
    }
  }
`)

export const submitTransferMutation = graphql(`
  mutation SubmitTransfer($childID: Int!, $transferData: TransferInput!) {
    submitNewTransferRequest(childID: $childID, transferData: $transferData) {
      ID
    }
  }
`)
