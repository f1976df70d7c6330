import { eventCategory } from '@preschool/domain'
import type {
  CalendarEventItem,
  Event,
  EventRsvpChild,
  EventRsvpGuest,
  MyEvent,
} from '../../../generated/graphql'
import type { EventRow, EventView } from '../queries'
import type { GuestRow } from '../rsvp-queries'
import type { FamilyEventView, RsvpChildView } from '../views'

export function toEvent(e: EventView, now = new Date()): Event {
  return {
    ID: e.id,
    fkCreator: e.fkCreator,
    fkSubmitter: e.fkSubmitter,
    fkApprover: e.fkApprover,
    status: e.status,
    category: eventCategory(e, now),
    title: e.title,
    description: e.description,
    eventType: e.eventType,
    from: e.from.toISOString(),
    to: e.to.toISOString(),
    publishDate: e.publishDate,
    cancellationDate: e.cancellationDate,
    rsvpDeadline: e.rsvpDeadline.toISOString(),
    eventImageKey: e.eventImageKey,
    location: e.location,
    parentConsentRequired: e.parentConsentRequired,
    termsAndConditions: e.termsAndConditions,
    paymentRequired: e.paymentRequired,
    childEventFee: e.childEventFeeCents,
    guestEventFee: e.guestEventFeeCents,
    guestsAllowed: e.guestsAllowed,
    guestsDetailsRequired: e.guestsDetailsRequired,
    guestCountLimit: e.guestCountLimit,
    cancelRemarks: e.cancelRemarks,
    attendingCount: e.attendingCount,
    scopes: e.scopes.map((s) => ({
      ID: s.id,
      centreID: s.centreId,
      centreLabel: s.centreLabel,
      classID: s.classId,
      classLabel: s.classLabel,
    })),
  }
}

export const toEventList = (page: { totalCount: number; data: EventView[] }) => ({
  totalCount: page.totalCount,
  data: page.data.map((e) => toEvent(e)),
})

const toGuest = (g: GuestRow): EventRsvpGuest => ({
  ID: g.id,
  name: g.name,
  mobile: g.mobile,
  relation: g.relation,
})

export function toRsvpChild(r: RsvpChildView): EventRsvpChild {
  return {
    ID: r.rsvp.id,
    childID: r.rsvp.fkChild,
    childName: r.childName,
    centreID: r.rsvp.fkCentre,
    centreLabel: r.centreLabel,
    classID: r.rsvp.fkClass,
    classLabel: r.classLabel,
    status: r.rsvp.status,
    consentAcceptedAt: r.rsvp.consentAcceptedAt?.toISOString() ?? null,
    respondedAt: r.rsvp.updatedAt.toISOString(),
    guests: r.guests.map(toGuest),
  }
}

export function toMyEvent(f: FamilyEventView): MyEvent {
  return {
    event: toEvent(f.event),
    childID: f.childId,
    childName: f.childName,
    canRsvp: f.canRsvp,
    rsvp: f.rsvp && {
      ID: f.rsvp.row.id,
      status: f.rsvp.row.status,
      consentAcceptedAt: f.rsvp.row.consentAcceptedAt?.toISOString() ?? null,
      guests: f.rsvp.guests.map(toGuest),
      feeCents: f.rsvp.feeCents,
    },
  }
}

export const toCalendarEvent = (e: EventRow): CalendarEventItem => ({
  ID: e.id,
  title: e.title,
  eventType: e.eventType,
  status: e.status,
  location: e.location,
  from: e.from.toISOString(),
  to: e.to.toISOString(),
})
