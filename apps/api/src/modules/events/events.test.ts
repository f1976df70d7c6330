import { EventMsg, ownRequestMessage } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { errorCode, gql } from '../../test/server'
import {
  BY_ID,
  CANCEL,
  eventInput,
  LISTS,
  PUBLISH,
  publishedEvent,
  SAVE,
  setEventTimes,
  setup,
  SUBMIT,
  UPDATE,
} from './test-support'

describe('events: maker-approver', () => {
  it('a teacher drafts and submits, the principal publishes, and the categories follow status and dates', async () => {
    const w = await setup()
    const saved = await gql(SAVE, { eventData: eventInput([w.centre.id]) }, w.teacher.token)
    const event = saved.data!.createOrSaveEventDraft
    expect(event).toMatchObject({
      status: 'draft',
      category: 'draft',
      childEventFee: 1500,
      guestCountLimit: 2,
    })
    expect(event.scopes).toEqual([{ centreID: w.centre.id, classID: null }])

    const lists = async () => (await gql(LISTS, { IDSchool: w.school.id }, w.principal.token)).data!
    expect((await lists()).getDraftEvents.data.map((e) => e.ID)).toEqual([event.ID])

    // Saved again while a draft; then submitted.
    const again = await gql(
      SAVE,
      { IDEvent: event.ID, eventData: eventInput([w.centre.id], { title: 'Sports Day 2' }) },
      w.teacher.token,
    )
    expect(again.data!.createOrSaveEventDraft.title).toBe('Sports Day 2')
    const submitted = await gql(SUBMIT, { IDEvent: event.ID }, w.teacher.token)
    expect(submitted.data!.submitEvent).toMatchObject({ status: 'pending', fkSubmitter: w.teacher.id })
    expect((await lists()).getPendingEvents.data.map((e) => e.ID)).toEqual([event.ID])

    // A teacher with write only cannot publish; the principal can.
    expect(errorCode(await gql(PUBLISH, { IDEvent: event.ID }, w.teacher.token))).toBe('FORBIDDEN')
    const published = await gql(PUBLISH, { IDEvent: event.ID }, w.principal.token)
    expect(published.data!.publishEvent).toMatchObject({
      status: 'published',
      category: 'upcoming',
      fkApprover: w.principal.id,
    })
    expect((await lists()).getUpcomingEvents.data.map((e) => e.ID)).toEqual([event.ID])

    // Once ended, it is past.
    await setEventTimes(w.school, event.ID, {
      from: new Date('2021-03-01T01:00:00Z'),
      to: new Date('2021-03-01T05:00:00Z'),
    })
    const after = await lists()
    expect(after.getUpcomingEvents.totalCount).toBe(0)
    expect(after.getPastEvents.data.map((e) => e.ID)).toEqual([event.ID])
    expect(after.getAllEvents.totalCount).toBe(1)
  })

  it('refuses the submitter publishing their own event, and publishing twice', async () => {
    const w = await setup()
    const saved = await gql(SAVE, { eventData: eventInput([w.centre.id]) }, w.principal.token)
    const id = saved.data!.createOrSaveEventDraft.ID
    await gql(SUBMIT, { IDEvent: id }, w.principal.token)
    const own = await gql(PUBLISH, { IDEvent: id }, w.principal.token)
    expect(errorCode(own)).toBe('FORBIDDEN')
    expect(own.errors?.[0].message).toBe(ownRequestMessage)
    expect((await gql(PUBLISH, { IDEvent: id }, w.hq.token)).data!.publishEvent.status).toBe('published')
    expect((await gql(PUBLISH, { IDEvent: id }, w.hq.token)).errors?.[0].message).toBe(EventMsg.notPending)
    // A published event is no longer a draft: saving it as one is refused.
    const resave = await gql(SAVE, { IDEvent: id, eventData: eventInput([w.centre.id]) }, w.principal.token)
    expect(resave.errors?.[0].message).toBe(EventMsg.notDraft)
  })

  it('keeps staff within their centres, and school-wide events to head office', async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    // Another centre's staff, staff without the module and a parent are all refused.
    for (const token of [w.otherCentre.token, w.noModule.token, w.family.parent.token]) {
      expect(errorCode(await gql(BY_ID, { IDEvent: id }, token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(CANCEL, { IDEvent: id }, token))).toBe('FORBIDDEN')
    }
    expect(errorCode(await gql(SAVE, { eventData: eventInput([w.centre.id]) }, w.otherCentre.token))).toBe(
      'FORBIDDEN',
    )
    // A draft for two centres needs both: the teacher reaches one.
    const both = await gql(SAVE, { eventData: eventInput([w.centre.id, w.other.id]) }, w.teacher.token)
    expect(errorCode(both)).toBe('FORBIDDEN')
    const schoolWide = eventInput([], { scopes: { school: true } })
    expect(errorCode(await gql(SAVE, { eventData: schoolWide }, w.principal.token))).toBe('FORBIDDEN')
    expect(
      (await gql(SAVE, { eventData: schoolWide }, w.hq.token)).data!.createOrSaveEventDraft.scopes,
    ).toEqual([{ centreID: null, classID: null }])
    // Lists show only the events in reach.
    const others = await gql(LISTS, { IDSchool: w.school.id }, w.otherCentre.token)
    expect(others.data!.getAllEvents.totalCount).toBe(0)
    expect((await gql(LISTS, { IDSchool: w.school.id }, w.hq.token)).data!.getAllEvents.totalCount).toBe(2)
  })

  it('checks the form rules on the server with the form messages, changing nothing', async () => {
    const w = await setup()
    const cases: [Partial<Parameters<typeof eventInput>[1]>, string][] = [
      [{ title: '  ' }, '*Required'],
      [{ to: '2099-06-01T00:00:00.000Z' }, EventMsg.toAfterFrom],
      [{ rsvpDeadline: '2099-06-02T00:00:00.000Z' }, EventMsg.deadlineBeforeStart],
      [{ termsAndConditions: '' }, EventMsg.termsRequired],
      [{ childEventFee: 0, guestEventFee: 0 }, EventMsg.feeRequired],
      [{ childEventFee: -1 }, EventMsg.feeRange],
      [{ guestCountLimit: 0 }, EventMsg.guestLimit],
      [{ scopes: {} }, EventMsg.scopeRequired],
      [{ title: 'x'.repeat(151) }, EventMsg.titleMax],
    ]
    for (const [overrides, message] of cases) {
      const result = await gql(SAVE, { eventData: eventInput([w.centre.id], overrides) }, w.teacher.token)
      expect(errorCode(result), message).toBe('BAD_USER_INPUT')
      expect(JSON.stringify(result.errors), message).toContain(message)
    }
    const control = await gql(
      SAVE,
      { eventData: eventInput([w.centre.id], { title: 'Bad\u0000title' }) },
      w.teacher.token,
    )
    expect(errorCode(control)).toBe('BAD_USER_INPUT')
    expect((await gql(LISTS, { IDSchool: w.school.id }, w.hq.token)).data!.getAllEvents.totalCount).toBe(0)
  })

  it('lets an approver update details, and locks fees once families answered; cancelling twice is refused', async () => {
    const w = await setup()
    const id = await publishedEvent(w)
    const moved = await gql(
      UPDATE,
      { IDEvent: id, eventData: eventInput([w.centre.id], { location: 'Field' }) },
      w.principal.token,
    )
    expect(moved.errors).toBeUndefined()
    expect(
      errorCode(await gql(UPDATE, { IDEvent: id, eventData: eventInput([w.centre.id]) }, w.teacher.token)),
    ).toBe('FORBIDDEN')
    const cancelled = await gql(CANCEL, { IDEvent: id, remarks: 'Rain' }, w.principal.token)
    expect(cancelled.data!.cancelEvent.status).toBe('cancelled')
    expect((await gql(CANCEL, { IDEvent: id }, w.principal.token)).errors?.[0].message).toBe(
      EventMsg.alreadyCancelled,
    )
  })
})
