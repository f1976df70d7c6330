import { graphql } from '../../generated'
import type {
  WithdrawalDetailQuery,
  WithdrawalDraftFieldsFragment,
  WithdrawalEstimateQuery,
} from '../../generated/graphql'

export const withdrawalDraftFields = graphql(`
  fragment WithdrawalDraftFields on WithdrawalDraft {
    ID
    fkCentre
    status
    documentsVerified
    updatedAt
    can
    centre {
      ID
      label
    }
    submittedBy {
      ID
      firstname
      lastname
    }
    centreApprover {
      ID
      firstname
      lastname
    }
    hqApprover {
      ID
      firstname
      lastname
    }
    withdrawalDraftItem {
      noticeDate
      effectiveDate
      refundDepositAmount
      refundFeeAmount
      feeInLieuAmount
      feeInLieuAccepted
      monthlyFee
      depositAmount
      remark
      child {
        ID
        firstname
        lastname
      }
      codeByParentReason {
        ID
        label
      }
      codeByReason {
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
export type Withdrawal = WithdrawalDraftFieldsFragment
/** One request as its page shows it: with its form and signers. */
export type WithdrawalDetail = WithdrawalDetailQuery['getWithdrawalDraft']

export const withdrawalDraftsQuery = graphql(`
  query WithdrawalDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {
    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...WithdrawalDraftFields
      }
    }
  }
`)

export const completedWithdrawalsQuery = graphql(`
  query CompletedWithdrawals($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {
    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...WithdrawalDraftFields
      }
    }
  }
`)

export const withdrawalQuery = graphql(`
  query WithdrawalDetail($IDWithdrawal: Int!) {
    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {
      ...WithdrawalDraftFields
      # Only on one request: a list of forms and signers per row would multiply a list's rows.
      eConsentStatus
      forms {
        ID
        formType
        eDocumentStatus
        participants {
          ID
          displayName
          role
          status
          signedAt
        }
      }
    }
  }
`)

export const withdrawalEstimateQuery = graphql(`
  query WithdrawalEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {
    getWithdrawalDefaultRefundAmount(
      childID: $childID
      noticeDate: $noticeDate
      effectiveDate: $effectiveDate
    ) {
      defaultDepositRefundAmount
      defaultFeeRefundAmount
      monthlyFee
      depositAmount
      noticeInDays
      earliestLastDay
      shortNoticeDays
      feeInLieuAmount
    }
  }
`)
export type WithdrawalEstimate = WithdrawalEstimateQuery['getWithdrawalDefaultRefundAmount']

export const withdrawalReasonsQuery = graphql(`
  query WithdrawalReasons($fkSchool: Int!) {
    codesByLabelFkSchool(fkSchool: $fkSchool, labels: ["withdrawal_parent_reason", "withdrawal_reason"]) {
      category
      codes {
        ID
        label
      }
    }
  }
`)

export const submitWithdrawalMutation = graphql(`
  mutation SubmitWithdrawal($childID: Int!, $withdrawalData: WithdrawalInput!) {
    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {
      ...WithdrawalDraftFields
    }
  }
`)

export const approveWithdrawalCentreMutation = graphql(`
  mutation ApproveWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ID
    }
  }
`)
export const rejectWithdrawalCentreMutation = graphql(`
  mutation RejectWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ID
    }
  }
`)
export const approveWithdrawalHQMutation = graphql(`
  mutation ApproveWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ID
    }
  }
`)
export const rejectWithdrawalHQMutation = graphql(`
  mutation RejectWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ID
    }
  }
`)
export const verifyWithdrawalMutation = graphql(`
  mutation VerifyWithdrawalDocuments($IDWithdrawal: Int!) {
    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {
      ID
    }
  }
`)
export const cancelWithdrawalRequestMutation = graphql(`
  mutation CancelWithdrawalRequest($IDWithdrawal: Int!, $remark: String) {
    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {
      ID
    }
  }
`)
export const cancelWithdrawalMutation = graphql(`
  mutation CancelApprovedWithdrawal($IDWithdrawal: Int!, $remark: String) {
    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {
      ID
    }
  }
`)

export const sendWithdrawalFormLinkMutation = graphql(`
  mutation SendWithdrawalFormLink($IDWithdrawal: Int!) {
    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {
      ID
    }
  }
`)

export const pendingSignatureFields = graphql(`
  fragment PendingSignatureFields on PendingESignatureChild {
    IDWithdrawal
    formType
    pendingStatus
    signer
    effectiveDate
    createdAt
    child {
      ID
      firstname
      lastname
    }
    centre {
      ID
      label
    }
  }
`)

export const pendingForm2Query = graphql(`
  query PendingForm2Children {
    getPendingForm2ESignatureChildren {
      ...PendingSignatureFields
    }
  }
`)

export const pendingForm3Query = graphql(`
  query PendingForm3Children {
    getPendingWithdrawalForm3ESignatureChildren {
      ...PendingSignatureFields
    }
  }
`)
