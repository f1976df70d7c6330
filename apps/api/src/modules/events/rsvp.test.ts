import { EventMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { selectChildCharges } from '../ledger'
import { errorCode, errorReason, gql } from '../../test/server'
import {
  CANCEL,
  eventInput,
  EXPORT,
  ICS,
  MY_EVENTS,
  REMOVE_CHILD,
  REMOVE_GUEST,
  RSVP,
  RSVP_LIST,
  SAVE,
  publishedEvent,
  setEventTimes,
  setup,
} from './test-support'

const guest = { name: 'Grandma Lim', mobile: '91234567', relation: 'Grandmother' }
const liveCharges = async (w: Awaited<ReturnType<typeof setup>>, childId: number) =>
  (await selectChildCharges(w.school.db, w.school.id, childId, '2099-01-01', '2099-12-31')).map((c) => ({
    line: c.line,
    quantity: c.quantity,
    amountCents: c.amountCents,
    cdaPayable: c.cdaPayable,
    source: c.source,
  }))

describe('events: the parent RSVP', () => {
  it('answers for the own child with a guest and consent, charging the fees once, replays included', async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    const mine = await gql(MY_EVENTS, {}, w.family.parent.token)
    expect(mine.data!.getMyEvents).toEqual([
      { childID: w.family.childId, canRsvp: true, event: { ID: id, title: 'Sports Day' }, rsvp: null },
    ])
    // Consent is required before attending.
    const noConsent = await gql(
      RSVP,
      { IDEvent: id, IDChild: w.family.childId, rsvp: { attending: true } },
      w.family.parent.token,
    )
    expect(noConsent.errors?.[0].message).toBe(EventMsg.consentRequired)

    const answer = { attending: true, acceptTerms: true, guests: [guest] }
    const variables = { IDEvent: id, IDChild: w.family.childId, rsvp: answer }
    const [first, replay] = await Promise.all([
      gql(RSVP, variables, w.family.parent.token),
      gql(RSVP, variables, w.family.parent.token),
    ])
    expect(first.errors ?? replay.errors).toBeUndefined()
    expect(first.data!.rsvpEvent.rsvp).toMatchObject({ status: 'attending', feeCents: 2000 })
    expect(first.data!.rsvpEvent.rsvp!.consentAcceptedAt).not.toBeNull()
    expect(await liveCharges(w, w.family.childId)).toEqual([
      { line: 'child', quantity: 1, amountCents: 1500, cdaPayable: true, source: 'event' },
      { line: 'guests', quantity: 1, amountCents: 500, cdaPayable: true, source: 'event' },
    ])
    // Withdrawing voids the fees.
    const withdrawn = await gql(RSVP, { ...variables, rsvp: { attending: false } }, w.family.parent.token)
    expect(withdrawn.data!.rsvpEvent.rsvp).toMatchObject({ status: 'not_attending', feeCents: 0, guests: [] })
    expect(await liveCharges(w, w.family.childId)).toEqual([])
  })

  it('refuses guests over the limit, missing guest details, another family, and answers after the deadline', async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    const rsvp = (guests: (typeof guest)[]) => ({ attending: true, acceptTerms: true, guests })
    const own = { IDEvent: id, IDChild: w.family.childId }
    const tooMany = await gql(RSVP, { ...own, rsvp: rsvp([guest, guest, guest]) }, w.family.parent.token)
    expect(tooMany.errors?.[0].message).toBe(EventMsg.tooManyGuests(2))
    const noDetails = await gql(
      RSVP,
      { ...own, rsvp: rsvp([{ ...guest, mobile: '' }]) },
      w.family.parent.token,
    )
    expect(noDetails.errors?.[0].message).toBe(EventMsg.guestDetails)
    const badMobile = await gql(
      RSVP,
      { ...own, rsvp: rsvp([{ ...guest, mobile: '12' }]) },
      w.family.parent.token,
    )
    expect(errorCode(badMobile)).toBe('BAD_USER_INPUT')
    // Another family's child, staff, and a child the event does not invite.
    expect(errorCode(await gql(RSVP, { ...own, rsvp: rsvp([]) }, w.otherFamily.parent.token))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await gql(RSVP, { ...own, rsvp: rsvp([]) }, w.principal.token))).toBe('FORBIDDEN')
    const uninvited = await gql(
      RSVP,
      { IDEvent: id, IDChild: w.otherFamily.childId, rsvp: rsvp([]) },
      w.otherFamily.parent.token,
    )
    expect(uninvited.errors?.[0].message).toBe(EventMsg.notInvited)
    expect(errorReason(uninvited)).toBe('events.notInvited')
    expect((await gql(MY_EVENTS, {}, w.otherFamily.parent.token)).data!.getMyEvents).toEqual([])
    // After the deadline nothing changes.
    await setEventTimes(w.school, id, { rsvpDeadline: new Date('2021-01-01T00:00:00Z') })
    const late = await gql(RSVP, { ...own, rsvp: rsvp([]) }, w.family.parent.token)
    expect(late.errors?.[0].message).toBe(EventMsg.deadlinePassed)
    expect(errorReason(late)).toBe('events.deadlinePassed')
    expect(await liveCharges(w, w.family.childId)).toEqual([])
  })

  it('hides drafts from families', async () => {
    const w = await setup()
    const draft = await gql(SAVE, { eventData: eventInput([w.centre.id]) }, w.teacher.token)
    const id = draft.data!.createOrSaveEventDraft.ID
    const answer = await gql(
      RSVP,
      { IDEvent: id, IDChild: w.family.childId, rsvp: { attending: false } },
      w.family.parent.token,
    )
    expect(errorCode(answer)).toBe('NOT_FOUND')
    expect((await gql(MY_EVENTS, {}, w.family.parent.token)).data!.getMyEvents).toEqual([])
  })
})

describe('events: the RSVP list', () => {
  it('lists and counts by status (attending by default), removes a guest and a child, rebilling, and exports', async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    const own = { IDEvent: id, IDChild: w.family.childId }
    await gql(
      RSVP,
      { ...own, rsvp: { attending: true, acceptTerms: true, guests: [{ ...guest, name: '=cmd()' }, guest] } },
      w.family.parent.token,
    )

    const list = (await gql(RSVP_LIST, { IDEvent: id }, w.teacher.token)).data!
    expect(list.getEventRsvpChildList.totalCount).toBe(1)
    expect(list.getEventRsvpChildList.data[0]).toMatchObject({
      childID: w.family.childId,
      status: 'attending',
      centreID: w.centre.id,
    })
    expect(list.getRsvpStatusCountDetails).toEqual([
      { status: 'attending', children: 1, guests: 2 },
      { status: 'not_attending', children: 0, guests: 0 },
      { status: 'removed', children: 0, guests: 0 },
    ])
    expect(list.getRsvpAttendeesClassAndCentreCountByStatus).toMatchObject([
      { centreID: w.centre.id, children: 1, guests: 2 },
    ])
    expect(errorCode(await gql(RSVP_LIST, { IDEvent: id, status: 'maybe' }, w.teacher.token))).toBe(
      'BAD_USER_INPUT',
    )
    expect(errorCode(await gql(RSVP_LIST, { IDEvent: id }, w.otherCentre.token))).toBe('FORBIDDEN')

    // The export quotes every field and defuses a formula.
    const csv = (await gql(EXPORT, { IDEvent: id }, w.teacher.token)).data!.exportRsvpList
    expect(csv.split('\r\n')[0]).toBe(
      '"Child","Centre","Class","Status","Consent accepted","Guests","Guest details"',
    )
    expect(csv).toContain("'=cmd()")

    const guestId = list.getEventRsvpChildList.data[0].guests[0].ID
    const left = await gql(REMOVE_GUEST, { IDEvent: id, IDGuest: guestId }, w.teacher.token)
    expect(left.data!.removeEventRsvpGuest.guests).toHaveLength(1)
    expect(errorCode(await gql(REMOVE_GUEST, { IDEvent: id, IDGuest: guestId }, w.teacher.token))).toBe(
      'NOT_FOUND',
    )
    expect((await liveCharges(w, w.family.childId)).map((c) => [c.line, c.amountCents])).toEqual([
      ['child', 1500],
      ['guests', 500],
    ])
    expect(errorCode(await gql(REMOVE_CHILD, own, w.noModule.token))).toBe('FORBIDDEN')
    expect((await gql(REMOVE_CHILD, own, w.teacher.token)).data!.removeChildFromRsvpList.status).toBe(
      'removed',
    )
    expect(await liveCharges(w, w.family.childId)).toEqual([])
    // The family cannot put the child back; the centre took it off.
    const back = await gql(
      RSVP,
      { ...own, rsvp: { attending: true, acceptTerms: true } },
      w.family.parent.token,
    )
    expect(back.errors?.[0].message).toBe(EventMsg.removedByCentre)
  })

  it('cancelling voids the fees, and the calendar file says so', async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    const own = { IDEvent: id, IDChild: w.family.childId }
    await gql(RSVP, { ...own, rsvp: { attending: true, acceptTerms: true } }, w.family.parent.token)
    const ics = (await gql(ICS, own, w.family.parent.token)).data!.getEventCalendarFile
    expect(ics).toContain('SUMMARY:Sports Day')
    expect(ics).toContain('DTSTART:20990601T010000Z')
    expect(errorCode(await gql(ICS, own, w.otherFamily.parent.token))).toBe('FORBIDDEN')
    await gql(CANCEL, { IDEvent: id, remarks: 'Heavy rain' }, w.principal.token)
    expect(await liveCharges(w, w.family.childId)).toEqual([])
    expect((await gql(ICS, own, w.family.parent.token)).data!.getEventCalendarFile).toContain(
      'STATUS:CANCELLED',
    )
  })
})
