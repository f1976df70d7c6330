import { graphql } from '../../generated'
import type { ParentEnquiriesQuery, ParentChildrenQuery } from '../../generated/graphql'

/** The signed-in parent's children, oldest first. */
export const parentChildrenQuery = graphql(`
  query ParentChildren {
    findAllChildrenByParent {
      ID
      firstname
      lastname
      dateOfBirth
    }
  }
`)

export type ParentChild = ParentChildrenQuery['findAllChildrenByParent'][number]

/** One child's open enquiries (inactive and cancelled ones are left out by default), with their visits. */
export const parentEnquiriesQuery = graphql(`
  query ParentEnquiries($filter: EnquiryFilter) {
    findAllEnquiry(filter: $filter) {
      totalCount
      data {
        ID
        fkChild
        enrollmentPlan
        active
        vacancyAvailable
        createdAt
        admissionStatus {
          ID
          stateCode
          label
          group
        }
        centre {
          ID
          label
        }
        level {
          ID
          label
        }
        program {
          ID
          label
        }
        visits {
          ID
          visitType
          visitFrom
          visitTo
          status
          statusText
          comment
          trialPeriodFee
          trialPeriodPaymentStatus
        }
      }
    }
  }
`)

export type ParentEnquiry = ParentEnquiriesQuery['findAllEnquiry']['data'][number]
export type ParentVisit = ParentEnquiry['visits'][number]

/** Where an enquiry stands for the parent: the four steps and the next action. */
export const enquiryFrontendStatesQuery = graphql(`
  query EnquiryFrontendStates($IDEnquiry: Int!) {
    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      nextAction
      current {
        ID
        stateCode
        label
      }
      steps {
        code
        label
        status
      }
    }
  }
`)

export const trialPeriodInvoiceQuery = graphql(`
  query TrialPeriodInvoice($IDEnquiry: Int!) {
    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {
      IDVisit
      label
      amount
      status
    }
  }
`)

export const availableDaysQuery = graphql(`
  query AvailableDaysOfMonth($IDEnquiry: Int!, $visitType: String!, $month: String!) {
    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)
  }
`)

export const visitTimeSlotsQuery = graphql(`
  query VisitTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {
    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {
      from
      to
      remaining
    }
  }
`)

export const visitCalendarFileQuery = graphql(`
  query VisitCalendarFile($IDVisit: Int!) {
    getVisitCalendarFile(IDVisit: $IDVisit)
  }
`)

export const bookVisitMutation = graphql(`
  mutation BookVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
    bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {
      ID
      status
    }
  }
`)

export const rescheduleVisitMutation = graphql(`
  mutation RescheduleVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
    rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
      ID
      status
    }
  }
`)

export const scheduleTrialMutation = graphql(`
  mutation ScheduleTrialPeriodVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {
    scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {
      ID
      status
    }
  }
`)

export const rescheduleTrialMutation = graphql(`
  mutation RescheduleTrialPeriodVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {
    rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {
      ID
      status
    }
  }
`)

export const cancelParentMeetingMutation = graphql(`
  mutation CancelParentMeeting($IDVisit: Int!) {
    cancelParentMeeting(IDVisit: $IDVisit) {
      ID
      status
    }
  }
`)

export const cancelEnquiryMutation = graphql(`
  mutation CancelEnquiry($ID: Int!) {
    cancelEnquiry(ID: $ID) {
      ID
      active
    }
  }
`)
