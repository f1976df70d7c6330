import { EventMsg, eventRsvpInputSchema, singaporeDate, singaporeToday, ErrorCode } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, notFound, parseInput, refusal } from '../../platform/errors/domain-error'
import { recordCharge, voidCharges } from '../ledger'
import { type EventRow, lockEvent } from './queries'
import {
  childInvitation,
  insertGuests,
  lockRsvp,
  removeGuests,
  type RsvpRow,
  selectGuestOfEvent,
  selectGuests,
  updateRsvp,
  upsertRsvp,
} from './rsvp-queries'

/** Whether a family may still answer for a child: published, not cancelled, before the RSVP deadline. */
export const canAnswer = (event: EventRow, now: Date) =>
  event.status === 'published' && now.getTime() <= event.rsvpDeadline.getTime()

/**
 * The RSVP's charges, recorded again from what it is now: the unbilled ones voided, then the child's fee and the
 * guests' fee (one line each, CDA-payable: event fees may be paid from the Child Development Account since May 2025).
 */
async function rebill(
  tx: DbOrTx,
  event: EventRow,
  rsvp: RsvpRow,
  guestCount: number,
  remark: string,
  by: number,
) {
  await voidCharges(tx, event.fkSchool, 'event', rsvp.id, remark)
  if (!event.paymentRequired || rsvp.status !== 'attending') return
  const base = {
    schoolId: event.fkSchool,
    centreId: rsvp.fkCentre,
    childId: rsvp.fkChild,
    chargeDate: singaporeDate(event.from),
    source: 'event' as const,
    sourceId: rsvp.id,
    taxable: false,
    cdaPayable: true,
    createdBy: by,
  }
  if (event.childEventFeeCents > 0)
    await recordCharge(tx, {
      ...base,
      line: 'child',
      label: `Event: ${event.title}`,
      quantity: 1,
      unitPriceCents: event.childEventFeeCents,
    })
  if (event.guestEventFeeCents > 0 && guestCount > 0)
    await recordCharge(tx, {
      ...base,
      line: 'guests',
      label: `Event guests: ${event.title}`,
      quantity: guestCount,
      unitPriceCents: event.guestEventFeeCents,
    })
}

async function visibleEvent(tx: DbOrTx, schoolId: number, eventId: number, now: Date) {
  const event = await lockEvent(tx, schoolId, eventId)
  // A family never learns of a draft, a pending event or one not yet published to it.
  if (
    !event ||
    event.status === 'draft' ||
    event.status === 'pending' ||
    event.publishDate > singaporeToday(now)
  )
    throw notFound('Event')
  return event
}

/**
 * The parent's answer for their child (the guard checked the child is theirs). Attending: guests within the
 * limit, their details where required, the terms accepted where consent is required (kept with when, by whom and
 * the terms as they read); the fees are charged in the same transaction. Not attending: guests and unbilled fees go.
 */
export async function answerRsvp(
  db: DbOrTx,
  actor: Actor,
  eventId: number,
  childId: number,
  raw: unknown,
  now = new Date(),
): Promise<void> {
  const input = parseInput(eventRsvpInputSchema, raw)
  await db.transaction(async (tx) => {
    const event = await visibleEvent(tx, actor.schoolId, eventId, now)
    if (event.status === 'cancelled') throw refusal(ErrorCode.Conflict, 'events.alreadyCancelled')
    if (!canAnswer(event, now)) throw refusal(ErrorCode.Conflict, 'events.deadlinePassed')
    const place = await childInvitation(tx, actor.schoolId, eventId, childId)
    if (!place) throw refusal(ErrorCode.BadUserInput, 'events.notInvited')
    const existing = await lockRsvp(tx, eventId, childId)
    if (existing?.status === 'removed') throw refusal(ErrorCode.Conflict, 'events.removedByCentre')
    if (!input.attending) {
      if (
        existing?.status === 'attending' &&
        event.cancellationDate &&
        singaporeToday(now) > event.cancellationDate
      )
        throw refusal(ErrorCode.Conflict, 'events.cancellationPassed')
    } else checkAttending(event, input)
    const consent = input.attending && event.parentConsentRequired
    const rsvp = await upsertRsvp(tx, {
      fkSchool: actor.schoolId,
      fkEvent: eventId,
      fkChild: childId,
      fkCentre: place.centreId,
      fkClass: place.classId,
      status: input.attending ? 'attending' : 'not_attending',
      fkUser: actor.userId,
      ...(consent
        ? { consentAcceptedAt: now, fkConsentUser: actor.userId, consentTerms: event.termsAndConditions }
        : {}),
    })
    await removeGuests(tx, rsvp.id, actor.userId)
    const guests = input.attending ? input.guests : []
    await insertGuests(tx, actor.schoolId, rsvp.id, guests)
    await rebill(tx, event, rsvp, guests.length, 'RSVP changed by the family', actor.userId)
  })
}

function checkAttending(
  event: EventRow,
  input: {
    acceptTerms: boolean
    guests: { name: string | null; mobile: string | null; relation: string | null }[]
  },
) {
  if (event.parentConsentRequired && !input.acceptTerms)
    throw refusal(ErrorCode.BadUserInput, 'events.consentRequired', 'acceptTerms')
  if (input.guests.length > 0 && !event.guestsAllowed)
    throw refusal(ErrorCode.BadUserInput, 'events.guestsNotAllowed', 'guests')
  if (input.guests.length > event.guestCountLimit) {
    const msg = EventMsg.tooManyGuests(event.guestCountLimit)
    throw badInput(msg, { guests: msg })
  }
  if (event.guestsDetailsRequired && input.guests.some((g) => !g.name || !g.mobile || !g.relation))
    throw refusal(ErrorCode.BadUserInput, 'events.guestDetails', 'guests')
}

/** removeChildFromRsvpList: the child is off the list (the row kept as removed) and its unbilled fees voided. */
export async function removeChild(db: DbOrTx, actor: Actor, eventId: number, childId: number) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor.schoolId, eventId)
    if (!event) throw notFound('Event')
    const rsvp = await lockRsvp(tx, eventId, childId)
    if (!rsvp || rsvp.status === 'removed') throw notFound('RSVP')
    const removed = await updateRsvp(tx, rsvp.id, {
      status: 'removed',
      removedAt: new Date(),
      fkRemovedBy: actor.userId,
    })
    await removeGuests(tx, rsvp.id, actor.userId)
    await rebill(tx, event, removed, 0, 'Removed from the RSVP list by the centre', actor.userId)
    return removed.id
  })
}

/** removeEventRsvpGuest: the guest is off the RSVP and the guests left are billed again. */
export async function removeGuest(db: DbOrTx, actor: Actor, eventId: number, guestId: number) {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, actor.schoolId, eventId)
    if (!event) throw notFound('Event')
    const found = await selectGuestOfEvent(tx, eventId, guestId)
    if (!found) throw notFound('Guest')
    await removeGuests(tx, found.rsvp.id, actor.userId, guestId)
    const left = (await selectGuests(tx, [found.rsvp.id])).length
    await rebill(tx, event, found.rsvp, left, 'Guest removed by the centre', actor.userId)
    return found.rsvp.id
  })
}
