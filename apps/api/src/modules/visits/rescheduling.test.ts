import { addDays, enquiryState, singaporeInstant, singaporeToday, VisitMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { buildVisit as buildSharedVisit } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  activitiesOf,
  bookedSeats,
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  message,
  run,
  seat,
  stateOf,
  visitRow,
  weekdayAhead,
} from './test-fixtures'
import { CANCEL_ENQUIRY } from './visit-test-documents'

// A Tuesday ahead of the database clock, so "a week ahead" and "yesterday" are the same weekdays every run.
onFixedClock(nextInSingapore(2, 10))

const slot = (date: string, from = '09:00', to = '09:30') => ({ date, from, to })

describe('rescheduling and cancelling a centre visit', () => {
  it('moves a visit to another slot: frees the old seat, takes the new one, waits for approval again', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world)
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const { visit } = await run('book', { IDEnquiry: family.enquiryId, ...slot(date) }, family.parent.token)
    await run('approve', { IDVisit: visit?.ID }, world.staff.token)
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('visit_approved').id)

    const moved = await run(
      'reschedule',
      { IDVisit: visit?.ID, ...slot(date, '10:00', '10:30') },
      family.parent.token,
    )
    expect(moved.result.errors).toBeUndefined()
    expect(moved.visit).toMatchObject({ ID: visit?.ID, status: 'created', completed: false })
    expect(moved.visit?.visitFrom).toBe(singaporeInstant(date, '10:00').toISOString())
    expect(await bookedSeats(world, availability.id)).toEqual([
      seat(date, '09:00', 0),
      seat(date, '10:00', 1),
    ])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('pending_visit').id)
    const actions = (await activitiesOf(world, family.enquiryId)).map((a) => a.action)
    expect(actions).toEqual(['book_visit', 'approve_visit', 'reschedule_visit'])

    const same = await run(
      'reschedule',
      { IDVisit: visit?.ID, ...slot(date, '10:00', '10:30') },
      family.parent.token,
    )
    expect(message(same.result)).toBe(VisitMsg.sameSlot)
    const stranger = await buildFamily(world)
    const foreign = await run(
      'reschedule',
      { IDVisit: visit?.ID, ...slot(date, '11:00', '11:30') },
      stranger.parent.token,
    )
    expect(errorCode(foreign.result)).toBe('FORBIDDEN')
  })

  it('cancels a visit: the seat is freed, the enquiry goes back to visit and can book again', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world, { familiesPerSlot: 1 })
    const family = await buildFamily(world)
    const other = await buildFamily(world)
    const date = weekdayAhead(7)
    const { visit } = await run('book', { IDEnquiry: family.enquiryId, ...slot(date) }, family.parent.token)
    expect(errorCode((await run('cancel', { IDVisit: visit?.ID }, other.parent.token)).result)).toBe(
      'FORBIDDEN',
    )
    const cancelled = await run('cancel', { IDVisit: visit?.ID }, family.parent.token)
    expect(cancelled.visit).toMatchObject({
      status: 'cancelled',
      statusText: 'Cancelled',
      approvalDisplay: 'Cancelled',
    })
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 0)])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('visit').id)
    // The freed seat is bookable by another family, and the family may book again.
    expect(
      (await run('book', { IDEnquiry: other.enquiryId, ...slot(date) }, other.parent.token)).result.errors,
    ).toBeUndefined()
    const again = await run(
      'book',
      { IDEnquiry: family.enquiryId, ...slot(date, '10:00', '10:30') },
      family.parent.token,
    )
    expect(again.result.errors).toBeUndefined()
    expect(message((await run('cancel', { IDVisit: visit?.ID }, family.parent.token)).result)).toBe(
      VisitMsg.notChangeable,
    )
  })

  it('cancels an approved visit still to come: the seat is freed and the family books again', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world, { familiesPerSlot: 1 })
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const { visit } = await run('book', { IDEnquiry: family.enquiryId, ...slot(date) }, family.parent.token)
    expect((await run('approve', { IDVisit: visit?.ID }, world.staff.token)).result.errors).toBeUndefined()
    const cancelled = await run('cancel', { IDVisit: visit?.ID }, family.parent.token)
    expect(cancelled.visit).toMatchObject({ status: 'cancelled', completed: false })
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 0)])
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('visit').id)
    const actions = (await activitiesOf(world, family.enquiryId)).map((a) => a.action)
    expect(actions.slice(-3)).toEqual(['book_visit', 'approve_visit', 'cancel_visit'])
  })

  it('calls off the visits of a cancelled enquiry: pending and approved ones to come, not those that took place', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world, { familiesPerSlot: 1 })
    const date = weekdayAhead(7)
    const pendingFamily = await buildFamily(world)
    const pending = (
      await run('book', { IDEnquiry: pendingFamily.enquiryId, ...slot(date) }, pendingFamily.parent.token)
    ).visit!
    const approvedFamily = await buildFamily(world)
    const approved = (
      await run(
        'book',
        { IDEnquiry: approvedFamily.enquiryId, ...slot(date, '10:00', '10:30') },
        approvedFamily.parent.token,
      )
    ).visit!
    await run('approve', { IDVisit: approved.ID }, world.staff.token)
    const past = singaporeInstant(addDays(singaporeToday(), -1), '09:00')
    const tookPlace = await buildSharedVisit(world.school, approvedFamily, {
      centreId: world.centre.id,
      from: past,
      overrides: { status: 'completed', completed: true },
    })

    for (const family of [pendingFamily, approvedFamily])
      expect(
        (await gql(CANCEL_ENQUIRY, { ID: family.enquiryId }, family.parent.token)).errors,
      ).toBeUndefined()
    expect((await visitRow(world, pending.ID)).status).toBe('cancelled')
    expect(await visitRow(world, approved.ID)).toMatchObject({ status: 'cancelled', completed: false })
    expect(await visitRow(world, tookPlace.id)).toMatchObject({ status: 'completed', completed: true })
    // Both seats are free again for other families.
    expect(await bookedSeats(world, availability.id)).toEqual([
      seat(date, '09:00', 0),
      seat(date, '10:00', 0),
    ])
    const other = await buildFamily(world)
    expect(
      (await run('book', { IDEnquiry: other.enquiryId, ...slot(date) }, other.parent.token)).result.errors,
    ).toBeUndefined()
  })

  it('refuses to move or cancel a visit that has already taken place', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world)
    const family = await buildFamily(world, { state: 'pending_visit' })
    const past = singaporeInstant(addDays(singaporeToday(), -1), '09:00')
    const visit = await buildSharedVisit(world.school, family, {
      centreId: world.centre.id,
      from: past,
      overrides: { fkVisitAvailability: availability.id },
    })
    expect(message((await run('cancel', { IDVisit: visit.id }, family.parent.token)).result)).toBe(
      VisitMsg.alreadyTakenPlace,
    )
    expect((await visitRow(world, visit.id)).status).toBe('created')
  })
})
