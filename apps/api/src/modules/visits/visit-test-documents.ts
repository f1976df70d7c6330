// The visit operations the visits tests run (typed documents: npm run codegen after a change).
import { graphql } from '../../test/generated'

graphql(`
  fragment VisitsVisitFields on Visit {
    ID
    fkEnquiry
    fkCentre
    fkUser
    fkVisitAvailability
    visitType
    visitFrom
    visitTo
    status
    statusText
    approvalDisplay
    comment
    completed
    trialPeriodFee
    trialPeriodPaymentStatus
    centre {
      ID
      label
    }
    childFirstname
    childLastname
    fkChild
    parentName
    parentPhone
    levelLabel
  }
`)

/** The visit operations by the name tests give them; all but the skips answer one visit (`run` in test-fixtures.ts). */
export const Ops = {
  book: graphql(`
    mutation VisitsBook($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
      bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {
        ...VisitsVisitFields
      }
    }
  `),
  reschedule: graphql(`
    mutation VisitsReschedule($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
      rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
        ...VisitsVisitFields
      }
    }
  `),
  cancel: graphql(`
    mutation VisitsCancel($IDVisit: Int!) {
      cancelParentMeeting(IDVisit: $IDVisit) {
        ...VisitsVisitFields
      }
    }
  `),
  approve: graphql(`
    mutation VisitsApprove($IDVisit: Int!, $remarks: String) {
      approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {
        ...VisitsVisitFields
      }
    }
  `),
  reject: graphql(`
    mutation VisitsReject($IDVisit: Int!, $remarks: String) {
      rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {
        ...VisitsVisitFields
      }
    }
  `),
  bookTrial: graphql(`
    mutation VisitsBookTrial($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
      scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {
        ...VisitsVisitFields
      }
    }
  `),
  rescheduleTrial: graphql(`
    mutation VisitsRescheduleTrial($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
      rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
        ...VisitsVisitFields
      }
    }
  `),
  pay: graphql(`
    mutation VisitsPay($IDVisit: Int!) {
      recordTrialPeriodPayment(IDVisit: $IDVisit) {
        ...VisitsVisitFields
      }
    }
  `),
  approveTrial: graphql(`
    mutation VisitsApproveTrial($IDVisit: Int!, $remarks: String) {
      approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
        ...VisitsVisitFields
      }
    }
  `),
  rejectTrial: graphql(`
    mutation VisitsRejectTrial($IDVisit: Int!, $remarks: String) {
      rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
        ...VisitsVisitFields
      }
    }
  `),
  skipVisit: graphql(`
    mutation VisitsSkipVisit($IDEnquiry: Int!, $remarks: String) {
      skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
        ID
        skipCentreVisit
        admissionStatus {
          stateCode
        }
      }
    }
  `),
  skipTrial: graphql(`
    mutation VisitsSkipTrial($IDEnquiry: Int!, $remarks: String!) {
      skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
        ID
        skipTrial
        admissionStatus {
          stateCode
        }
      }
    }
  `),
}

/** The parent cancels the whole enquiry: its visits to come are called off. */
export const CANCEL_ENQUIRY = graphql(`
  mutation VisitsCancelEnquiry($ID: Int!) {
    cancelEnquiry(ID: $ID) {
      ID
    }
  }
`)
