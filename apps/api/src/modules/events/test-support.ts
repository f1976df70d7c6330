import { Access } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { events } from '../../db/schema'
import {
  buildCentre,
  buildFamilyAtCentre,
  buildHQ,
  buildSchool,
  buildStaff,
  type TestSchool,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import type { EventInput } from '../../test/generated/graphql'
import { gql } from '../../test/server'

export const ALL = Access.read | Access.write | Access.approve
export const WRITE = Access.read | Access.write

export const EVENT_FIELDS = graphql(`
  fragment EventFields on Event {
    ID
    status
    category
    title
    childEventFee
    guestEventFee
    guestCountLimit
    fkSubmitter
    fkApprover
    attendingCount
    scopes {
      centreID
      classID
    }
  }
`)

export const SAVE = graphql(`
  mutation EventsSave($IDEvent: Int, $eventData: EventInput!) {
    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {
      ...EventFields
    }
  }
`)
export const SUBMIT = graphql(`
  mutation EventsSubmit($IDEvent: Int!) {
    submitEvent(IDEvent: $IDEvent) {
      ...EventFields
    }
  }
`)
export const PUBLISH = graphql(`
  mutation EventsPublish($IDEvent: Int!) {
    publishEvent(IDEvent: $IDEvent) {
      ...EventFields
    }
  }
`)
export const CANCEL = graphql(`
  mutation EventsCancel($IDEvent: Int!, $remarks: String) {
    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {
      ...EventFields
    }
  }
`)
export const UPDATE = graphql(`
  mutation EventsUpdate($IDEvent: Int!, $eventData: EventInput!) {
    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {
      ...EventFields
    }
  }
`)
export const BY_ID = graphql(`
  query EventsById($IDEvent: Int!) {
    eventById(IDEvent: $IDEvent) {
      ...EventFields
    }
  }
`)
export const LISTS = graphql(`
  query EventsLists($IDSchool: Int!) {
    getDraftEvents(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
      }
    }
    getPendingEvents(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
      }
    }
    getUpcomingEvents(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
      }
    }
    getPastEvents(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
      }
    }
    getAllEvents(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
      }
    }
  }
`)
export const RSVP = graphql(`
  mutation EventsRsvp($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {
    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {
      childID
      canRsvp
      rsvp {
        ID
        status
        consentAcceptedAt
        feeCents
        guests {
          ID
          name
        }
      }
    }
  }
`)
export const MY_EVENTS = graphql(`
  query EventsMine {
    getMyEvents {
      childID
      canRsvp
      event {
        ID
        title
      }
      rsvp {
        status
        feeCents
      }
    }
  }
`)
export const RSVP_LIST = graphql(`
  query EventsRsvpList($IDEvent: Int!, $status: String) {
    getEventRsvpChildList(IDEvent: $IDEvent, status: $status) {
      totalCount
      data {
        childID
        status
        centreID
        guests {
          ID
          name
        }
      }
    }
    getRsvpStatusCountDetails(IDEvent: $IDEvent) {
      status
      children
      guests
    }
    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {
      centreID
      classID
      children
      guests
    }
  }
`)
export const EXPORT = graphql(`
  query EventsExport($IDEvent: Int!, $status: String) {
    exportRsvpList(IDEvent: $IDEvent, status: $status)
  }
`)
export const REMOVE_CHILD = graphql(`
  mutation EventsRemoveChild($IDEvent: Int!, $IDChild: Int!) {
    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {
      status
    }
  }
`)
export const REMOVE_GUEST = graphql(`
  mutation EventsRemoveGuest($IDEvent: Int!, $IDGuest: Int!) {
    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {
      guests {
        ID
      }
    }
  }
`)
export const ICS = graphql(`
  query EventsIcs($IDEvent: Int!, $IDChild: Int!) {
    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)
  }
`)

/** A paid event with consent and guests in 2099 (always ahead), published to families since 2020. */
export const eventInput = (centreIDs: number[], overrides: Partial<EventInput> = {}): EventInput => ({
  title: 'Sports Day',
  description: 'Races and games',
  eventType: 'Sports',
  from: '2099-06-01T01:00:00.000Z',
  to: '2099-06-01T05:00:00.000Z',
  publishDate: '2020-01-01',
  rsvpDeadline: '2099-05-25T15:59:00.000Z',
  location: 'Main hall',
  scopes: { centreIDs },
  parentConsentRequired: true,
  termsAndConditions: 'I agree my child may take part.',
  paymentRequired: true,
  childEventFee: 1500,
  guestEventFee: 500,
  guestsAllowed: true,
  guestsDetailsRequired: true,
  guestCountLimit: 2,
  ...overrides,
})

/** Two centres; a teacher and a principal at the first, staff at the second, a family at each. */
export async function setup() {
  const school = await buildSchool()
  const centre = await buildCentre(school)
  const other = await buildCentre(school)
  const teacher = await buildStaff(school, { event_management: WRITE }, [centre.id])
  const principal = await buildStaff(school, { event_management: ALL }, [centre.id])
  const otherCentre = await buildStaff(school, { event_management: ALL }, [other.id])
  const noModule = await buildStaff(school, { class_management: ALL }, [centre.id])
  const hq = await buildHQ(school, { event_management: ALL })
  const family = await buildFamilyAtCentre(school, centre.id)
  const otherFamily = await buildFamilyAtCentre(school, other.id)
  return { school, centre, other, teacher, principal, otherCentre, noModule, hq, family, otherFamily }
}

/** A published event of the world's centre: drafted and submitted by the teacher, published by the principal. */
export async function publishedEvent(
  world: Awaited<ReturnType<typeof setup>>,
  overrides: Partial<EventInput> = {},
) {
  const saved = await gql(SAVE, { eventData: eventInput([world.centre.id], overrides) }, world.teacher.token)
  const id = saved.data!.createOrSaveEventDraft.ID
  await gql(SUBMIT, { IDEvent: id }, world.teacher.token)
  const published = await gql(PUBLISH, { IDEvent: id }, world.principal.token)
  if (published.errors) throw new Error(published.errors[0].message)
  return id
}

/** Moves an event's times (a deadline or end already passed), straight in the table. */
export async function setEventTimes(
  school: TestSchool,
  eventId: number,
  times: Partial<typeof events.$inferInsert>,
) {
  await school.db.update(events).set(times).where(eq(events.id, eventId))
}
