// GraphQL documents and inputs of the calendar tests (availability, calendar).
import { addDays, singaporeToday } from '@preschool/domain'
import { VISIT_FIELDS } from './test-fixtures'

export const ADD = /* GraphQL */ `
  mutation Add($IDCentre: Int!, $availability: VisitAvailabilityInput!) {
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
`
export const CANCEL = /* GraphQL */ `
  mutation Withdraw($IDAvailability: Int!) {
    cancelAvailability(IDAvailability: $IDAvailability) {
      ID
      active
      visits {
        ID
        status
      }
    }
  }
`
export const LIST = /* GraphQL */ `
  query Availability($IDCentre: Int!, $from: Date!, $to: Date!) {
    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {
      ID
      active
      visitType
      visits {
        ID
      }
    }
  }
`
export const DAYS = /* GraphQL */ `
  query Days($IDEnquiry: Int!, $visitType: String!, $month: String!) {
    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)
  }
`
export const SLOTS = /* GraphQL */ `
  query Slots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {
    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {
      from
      to
      remaining
    }
  }
`
export const MONTH = /* GraphQL */ `
  query Month($IDCentre: Int!, $year: Int!, $month: Int!) {
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
`
export const CENTRE_LIST = /* GraphQL */ `
  query Scheduled($IDCentre: Int!, $visitType: String, $status: String, $from: Date, $to: Date) {
    getScheduledVisits(IDCentre: $IDCentre, visitType: $visitType, status: $status, from: $from, to: $to) {
      totalCount
      data { ${VISIT_FIELDS} }
    }
  }
`
export const CHILD_LIST = /* GraphQL */ `
  query OfChild($IDChild: Int!) {
    getScheduledVisitsOfChild(IDChild: $IDChild) {
      ID
      status
      visitFrom
    }
  }
`
export const VACANCY = /* GraphQL */ `
  query Vacancy($IDCentre: Int!, $IDLevel: Int!, $date: Date!) {
    vacancyAvailableInCentreForLevel(IDCentre: $IDCentre, IDLevel: $IDLevel, date: $date) {
      available
      capacity
      enrolled
      vacancies
    }
  }
`

export const availabilityInput = (overrides: Record<string, unknown> = {}) => ({
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
