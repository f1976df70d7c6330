import { graphql } from '../../generated'
import type { EventDetailsQuery, EventRsvpsQuery, MyEventsQuery } from '../../generated/graphql'

export const eventFields = graphql(`
  fragment EventItem on Event {
    ID
    status
    category
    title
    description
    eventType
    from
    to
    publishDate
    cancellationDate
    rsvpDeadline
    location
    parentConsentRequired
    termsAndConditions
    paymentRequired
    childEventFee
    guestEventFee
    guestsAllowed
    guestsDetailsRequired
    guestCountLimit
    fkSubmitter
    cancelRemarks
    attendingCount
    scopes {
      ID
      centreID
      centreLabel
      classID
      classLabel
    }
  }
`)

export const draftEventsQuery = graphql(`
  query DraftEvents($IDSchool: Int!, $pagination: Pagination) {
    getDraftEvents(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ...EventItem
      }
    }
  }
`)
export const pendingEventsQuery = graphql(`
  query PendingEvents($IDSchool: Int!, $pagination: Pagination) {
    getPendingEvents(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ...EventItem
      }
    }
  }
`)
export const upcomingEventsQuery = graphql(`
  query UpcomingEvents($IDSchool: Int!, $pagination: Pagination) {
    getUpcomingEvents(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ...EventItem
      }
    }
  }
`)
export const pastEventsQuery = graphql(`
  query PastEvents($IDSchool: Int!, $pagination: Pagination) {
    getPastEvents(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ...EventItem
      }
    }
  }
`)

export const eventDetailsQuery = graphql(`
  query EventDetails($IDEvent: Int!) {
    eventById(IDEvent: $IDEvent) {
      ...EventItem
    }
    getRsvpStatusCountDetails(IDEvent: $IDEvent) {
      status
      children
      guests
    }
  }
`)

export const eventRsvpsQuery = graphql(`
  query EventRsvps($IDEvent: Int!, $status: String, $pagination: Pagination) {
    getEventRsvpChildList(IDEvent: $IDEvent, status: $status, pagination: $pagination) {
      totalCount
      data {
        ID
        childID
        childName
        centreLabel
        classLabel
        status
        consentAcceptedAt
        guests {
          ID
          name
          mobile
          relation
        }
      }
    }
    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {
      centreID
      centreLabel
      classID
      classLabel
      children
      guests
    }
  }
`)

export const exportRsvpQuery = graphql(`
  query EventRsvpExport($IDEvent: Int!, $status: String) {
    exportRsvpList(IDEvent: $IDEvent, status: $status)
  }
`)

export const eventCentresQuery = graphql(`
  query EventCentres {
    getAccessibleCentresForModule(module: "event_management", accessType: "write") {
      ID
      label
    }
  }
`)

export const eventClassesQuery = graphql(`
  query EventClasses($IDSchool: Int!) {
    getEventClasses(IDSchool: $IDSchool) {
      ID
      label
      centreLabel
    }
  }
`)

export const saveEventMutation = graphql(`
  mutation SaveEventDraft($IDEvent: Int, $eventData: EventInput!) {
    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {
      ID
      title
    }
  }
`)
export const updateEventMutation = graphql(`
  mutation UpdateEventDetails($IDEvent: Int!, $eventData: EventInput!) {
    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {
      ID
      title
    }
  }
`)
export const submitEventMutation = graphql(`
  mutation SubmitEvent($IDEvent: Int!) {
    submitEvent(IDEvent: $IDEvent) {
      ID
      status
    }
  }
`)
export const publishEventMutation = graphql(`
  mutation PublishEvent($IDEvent: Int!) {
    publishEvent(IDEvent: $IDEvent) {
      ID
      status
    }
  }
`)
export const cancelEventMutation = graphql(`
  mutation CancelEvent($IDEvent: Int!, $remarks: String) {
    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {
      ID
      status
    }
  }
`)
export const removeRsvpChildMutation = graphql(`
  mutation RemoveRsvpChild($IDEvent: Int!, $IDChild: Int!) {
    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {
      ID
    }
  }
`)
export const removeRsvpGuestMutation = graphql(`
  mutation RemoveRsvpGuest($IDEvent: Int!, $IDGuest: Int!) {
    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {
      ID
    }
  }
`)

export const myEventsQuery = graphql(`
  query MyEvents {
    getMyEvents {
      childID
      childName
      canRsvp
      event {
        ...EventItem
      }
      rsvp {
        ID
        status
        consentAcceptedAt
        feeCents
        guests {
          ID
          name
          mobile
          relation
        }
      }
    }
  }
`)
export const rsvpMutation = graphql(`
  mutation RsvpEvent($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {
    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {
      childID
    }
  }
`)
export const eventIcsQuery = graphql(`
  query EventIcs($IDEvent: Int!, $IDChild: Int!) {
    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)
  }
`)

export type EventDetails = EventDetailsQuery['eventById']
export type RsvpChild = EventRsvpsQuery['getEventRsvpChildList']['data'][number]
export type MyEvent = MyEventsQuery['getMyEvents'][number]
