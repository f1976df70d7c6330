import { graphql } from '../../generated'
import type {
  CalendarCentresQuery,
  CalendarMonthQuery,
  CentreVisitsQuery,
  VisitAvailabilitiesQuery,
} from '../../generated/graphql'

/** The centres whose calendar the staff member may open: those where they hold visit_management read. */
export const calendarCentresQuery = graphql(`
  query CalendarCentres {
    getAccessibleCentresForModule(module: "visit_management", accessType: "read") {
      ID
      label
      code
    }
  }
`)

/** Per centre in reach, the visits and trials waiting for a decision: the counts of the centre picker. */
export const pendingVisitCountsQuery = graphql(`
  query PendingVisitCounts {
    getPendingVisitCounts {
      IDCentre
      pending
    }
  }
`)

/** One month of a centre's calendar: visits and trials, holidays and active availabilities. */
export const calendarMonthQuery = graphql(`
  query CalendarMonth($IDCentre: Int, $year: Int!, $month: Int!) {
    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
      IDCentre
      year
      month
      visits {
        ID
        visitType
        visitFrom
        visitTo
        completed
        status
        statusText
        approvalDisplay
        comment
        trialPeriodFee
        trialPeriodPaymentStatus
        userName
        userPhone
        IDEnquiry
        fkChild
        childName
        levelLabel
        fkCentre
        centreLabel
      }
      holidays {
        ID
        title
        from
        to
        isPublic
      }
      availabilities {
        ID
        visitType
        start
        end
        from
        to
        recurType
        recurOnDays
        slotMinutes
        familiesPerSlot
        active
      }
    }
  }
`)

/** The centre's availability overlapping a window, withdrawn ones included. */
export const visitAvailabilitiesQuery = graphql(`
  query VisitAvailabilities($IDCentre: Int!, $from: Date!, $to: Date!) {
    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {
      ID
      fkCentre
      visitType
      start
      end
      from
      to
      recurType
      recurOnDays
      slotMinutes
      familiesPerSlot
      active
      visits {
        ID
      }
    }
  }
`)

/**
 * The centre's visits and trials (from today on unless `from` says otherwise), earliest first; without IDCentre,
 * those of every centre the user reaches.
 */
export const centreVisitsQuery = graphql(`
  query CentreVisits($IDCentre: Int, $status: String, $from: Date, $pagination: Pagination) {
    getScheduledVisits(IDCentre: $IDCentre, status: $status, from: $from, pagination: $pagination) {
      totalCount
      data {
        ID
        fkEnquiry
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
        childFirstname
        childLastname
        parentName
        parentPhone
        levelLabel
        centre {
          ID
          label
        }
      }
    }
  }
`)

export const addCalendarEventMutation = graphql(`
  mutation AddCalendarEvent($IDCentre: Int!, $availability: VisitAvailabilityInput!) {
    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {
      ID
    }
  }
`)

export const cancelAvailabilityMutation = graphql(`
  mutation CancelAvailability($IDAvailability: Int!) {
    cancelAvailability(IDAvailability: $IDAvailability) {
      ID
      active
    }
  }
`)

export const approveParentMeetingMutation = graphql(`
  mutation ApproveParentMeeting($IDVisit: Int!, $remarks: String) {
    approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {
      ID
      status
    }
  }
`)

export const rejectScheduledVisitMutation = graphql(`
  mutation RejectScheduledVisit($IDVisit: Int!, $remarks: String) {
    rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {
      ID
      status
    }
  }
`)

export const skipCentreVisitMutation = graphql(`
  mutation SkipCentreVisit($IDEnquiry: Int!, $remarks: String) {
    skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
      ID
    }
  }
`)

export const approveTrialPeriodVisitMutation = graphql(`
  mutation ApproveTrialPeriodVisit($IDVisit: Int!, $remarks: String) {
    approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
      ID
      status
    }
  }
`)

export const rejectTrialPeriodVisitMutation = graphql(`
  mutation RejectTrialPeriodVisit($IDVisit: Int!, $remarks: String) {
    rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {
      ID
      status
    }
  }
`)

export const skipTrialVisitMutation = graphql(`
  mutation SkipTrialVisit($IDEnquiry: Int!, $remarks: String!) {
    skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {
      ID
    }
  }
`)

export const recordTrialPeriodPaymentMutation = graphql(`
  mutation RecordTrialPeriodPayment($IDVisit: Int!) {
    recordTrialPeriodPayment(IDVisit: $IDVisit) {
      ID
      trialPeriodPaymentStatus
    }
  }
`)

export type CalendarCentre = CalendarCentresQuery['getAccessibleCentresForModule'][number]
export type CalendarMonth = CalendarMonthQuery['findAllCalendarEvent']
export type CalendarVisit = CalendarMonth['visits'][number]
export type CalendarHoliday = CalendarMonth['holidays'][number]
export type CalendarAvailability = CalendarMonth['availabilities'][number]
export type Availability = VisitAvailabilitiesQuery['findAllVisitAvailability'][number]
export type ScheduledVisit = CentreVisitsQuery['getScheduledVisits']['data'][number]
