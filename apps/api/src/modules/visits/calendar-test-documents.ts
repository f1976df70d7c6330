// GraphQL documents and inputs of the calendar tests (availability, calendar).
import { addDays, singaporeToday } from '@preschool/domain'
import { graphql } from '../../test/generated'
import type { VisitAvailabilityInput } from '../../test/generated/graphql'

export const ADD = graphql(`
  mutation VisitsAvailabilityAdd($IDCentre: Int!, $availability: VisitAvailabilityInput!) {
    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {
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
export const CANCEL = graphql(`
  mutation VisitsAvailabilityWithdraw($IDAvailability: Int!) {
    cancelAvailability(IDAvailability: $IDAvailability) {
      ID
      active
      visits {
        ID
        status
      }
    }
  }
`)
export const LIST = graphql(`
  query VisitsAvailabilityList($IDCentre: Int!, $from: Date!, $to: Date!) {
    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {
      ID
      active
      visitType
      visits {
        ID
      }
    }
  }
`)
export const DAYS = graphql(`
  query VisitsAvailableDays($IDEnquiry: Int!, $visitType: String!, $month: String!) {
    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)
  }
`)
/** The spec's call names only the enquiry and the visit type: this month in Singapore is meant. */
export const DAYS_NO_MONTH = graphql(`
  query VisitsAvailableDaysThisMonth($IDEnquiry: Int!, $visitType: String!) {
    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType)
  }
`)
export const SLOTS = graphql(`
  query VisitsTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {
    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {
      from
      to
      remaining
    }
  }
`)
export const MONTH = graphql(`
  query VisitsCalendarMonth($IDCentre: Int!, $year: Int!, $month: Int!) {
    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
      IDCentre
      year
      month
      visits {
        ID
        visitType
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
        completed
        visitFrom
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
        visits {
          ID
        }
      }
    }
  }
`)
/** A centre's visits and trials (also the statement-count case of getScheduledVisits, test/list-cases.ts). */
export const CENTRE_LIST = graphql(`
  query VisitsScheduledOfCentre(
    $IDCentre: Int!
    $visitType: String
    $status: String
    $from: Date
    $to: Date
    $pagination: Pagination
  ) {
    getScheduledVisits(
      IDCentre: $IDCentre
      visitType: $visitType
      status: $status
      from: $from
      to: $to
      pagination: $pagination
    ) {
      totalCount
      data {
        ...VisitsVisitFields
      }
    }
  }
`)
export const CHILD_LIST = graphql(`
  query VisitsScheduledOfChild($IDChild: Int!) {
    getScheduledVisitsOfChild(IDChild: $IDChild) {
      ID
      status
      visitFrom
    }
  }
`)
export const VACANCY = graphql(`
  query VisitsVacancy($IDCentre: Int!, $IDLevel: Int!, $date: Date!) {
    vacancyAvailableInCentreForLevel(IDCentre: $IDCentre, IDLevel: $IDLevel, date: $date) {
      available
      capacity
      enrolled
      vacancies
    }
  }
`)

export const availabilityInput = (
  overrides: Partial<VisitAvailabilityInput> = {},
): VisitAvailabilityInput => ({
  visitType: 'centre_visit',
  start: addDays(singaporeToday(), 1),
  end: addDays(singaporeToday(), 60),
  from: '09:00',
  to: '12:00',
  recurType: 'weekly',
  recurOnDays: [1, 2, 3, 4, 5],
  slotMinutes: 30,
  familiesPerSlot: 2,
  ...overrides,
})
