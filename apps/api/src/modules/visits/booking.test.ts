import { Access, addDays, enquiryState, singaporeInstant, singaporeToday, VisitMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { enquiries, visitSlots } from '../../db/schema'
import { buildCapacity, buildStaff } from '../../test/builders'
import { errorCode, errorReason, gql } from '../../test/server'
import {
  activitiesOf,
  bookedSeats,
  buildAvailability,
  buildFamily,
  buildHoliday,
  buildVisitWorld,
  message,
  run,
  seat,
  setConfig,
  stateOf,
  weekdayAhead,
} from './test-fixtures'
import { DAYS, DAYS_NO_MONTH, SLOTS } from './calendar-test-documents'
import { takeSeat } from './queries'
import { isOverbooking } from './slots'

// A Tuesday ahead of the database clock, so the slots a test books fall on the same weekdays every run.
onFixedClock(nextInSingapore(2, 10))

const slot = (date: string, from = '09:00', to = '09:30') => ({ date, from, to })

describe('booking a centre visit', () => {
  it('books a free slot: the visit waits for approval, the seat is taken, the enquiry moves to pending_visit', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world)
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const { result, visit } = await run(
      'book',
      { IDEnquiry: family.enquiryId, ...slot(date) },
      family.parent.token,
    )
    expect(result.errors).toBeUndefined()
    expect(visit).toMatchObject({
      fkEnquiry: family.enquiryId,
      fkVisitAvailability: availability.id,
      visitType: 'centre_visit',
      status: 'created',
      statusText: 'Pending centre visit',
      approvalDisplay: 'Pending Approval',
      completed: false,
      trialPeriodFee: null,
      centre: { ID: world.centre.id, label: world.centre.label },
      childFirstname: 'Ethan',
      fkChild: family.childId,
      parentName: 'Test Parent',
      parentPhone: '+65 91234567',
    })
    // 09:00 in Singapore is 01:00 UTC.
    expect(visit?.visitFrom).toBe(singaporeInstant(date, '09:00').toISOString())
    expect(visit?.visitTo).toBe(singaporeInstant(date, '09:30').toISOString())
    expect(await bookedSeats(world, availability.id)).toEqual([seat(date, '09:00', 1)])
    const enquiry = await stateOf(world, family.enquiryId)
    expect(enquiry.fkEnquiryState).toBe(enquiryState('pending_visit').id)
    const [activity] = await activitiesOf(world, family.enquiryId)
    expect(activity).toMatchObject({
      fkFromState: enquiryState('new_enquiry').id,
      fkToState: enquiryState('pending_visit').id,
      fkUser: family.parent.id,
      action: 'book_visit',
    })
    expect(activity.remarks).toContain('Centre visit booked for')
  })

  it('refuses a slot in the past, on a holiday, or outside the availability, with a clear message each', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world, { recurType: 'weekly', recurOnDays: [1, 2, 3, 4, 5] })
    const family = await buildFamily(world)
    const book = (date: string, from?: string, to?: string) =>
      run('book', { IDEnquiry: family.enquiryId, ...slot(date, from, to) }, family.parent.token)

    const yesterday = await book(addDays(singaporeToday(), -1))
    expect(message(yesterday.result)).toBe(VisitMsg.slotPast)
    expect(errorCode(yesterday.result)).toBe('BAD_USER_INPUT')
    // Parents read it in their language by its reason (decision 0083).
    expect(errorReason(yesterday.result)).toBe('visits.slotPast')

    const publicHoliday = weekdayAhead(8)
    await buildHoliday(world, publicHoliday, { title: 'National Day' })
    expect(message((await book(publicHoliday)).result)).toBe(
      'The centre is closed on this day (National Day). Please choose another day.',
    )
    const centreClosure = weekdayAhead(15)
    await buildHoliday(world, centreClosure, { title: 'Spring cleaning', centreId: world.centre.id })
    expect(message((await book(centreClosure)).result)).toBe(VisitMsg.holiday('Spring cleaning'))
    // Another centre's closure does not close this one.
    const otherClosure = weekdayAhead(22)
    await buildHoliday(world, otherClosure, { title: 'Elsewhere', centreId: world.otherCentre.id })
    expect((await book(otherClosure)).result.errors).toBeUndefined()
  })

  it('refuses times the availability does not offer: another hour, a misaligned slot, a weekend, another type', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world, { recurType: 'weekly', recurOnDays: [1, 2, 3, 4, 5] })
    await buildAvailability(world, { visitType: 'trial', from: '14:00', to: '16:00', slotMinutes: 60 })
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    let saturday = date
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1)
    for (const [d, from, to] of [
      [date, '13:00', '13:30'],
      [date, '09:15', '09:45'],
      [date, '09:00', '10:00'],
      [saturday, '09:00', '09:30'],
      [date, '14:00', '15:00'],
    ]) {
      const { result } = await run(
        'book',
        { IDEnquiry: family.enquiryId, ...slot(d, from, to) },
        family.parent.token,
      )
      expect(message(result), `${d} ${from}`).toBe(VisitMsg.outsideAvailability)
    }
    const badTime = await run(
      'book',
      { IDEnquiry: family.enquiryId, ...slot(date, '9:00') },
      family.parent.token,
    )
    expect(message(badTime.result)).toBe(`from: ${VisitMsg.time}`)
  })

  it('refuses a withdrawn availability and a full slot', async () => {
    const world = await buildVisitWorld()
    const withdrawn = await buildAvailability(world, { active: false })
    const full = await buildAvailability(world, { from: '14:00', to: '15:00', familiesPerSlot: 1 })
    const date = weekdayAhead(7)
    const first = await buildFamily(world)
    const second = await buildFamily(world)
    expect(
      message((await run('book', { IDEnquiry: first.enquiryId, ...slot(date) }, first.parent.token)).result),
    ).toBe(VisitMsg.outsideAvailability)
    expect(withdrawn.active).toBe(false)
    const taken = await run(
      'book',
      { IDEnquiry: first.enquiryId, ...slot(date, '14:00', '14:30') },
      first.parent.token,
    )
    expect(taken.result.errors).toBeUndefined()
    const refused = await run(
      'book',
      { IDEnquiry: second.enquiryId, ...slot(date, '14:00', '14:30') },
      second.parent.token,
    )
    expect(message(refused.result)).toBe('This time slot is fully booked. Please choose another.')
    expect(errorCode(refused.result)).toBe('CONFLICT')
    expect(await bookedSeats(world, full.id)).toEqual([seat(date, '14:00', 1)])
  })

  it('lets only the enquiry’s parent book: not another parent, not staff, not without a session', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world)
    const stranger = await buildFamily(world)
    const args = { IDEnquiry: family.enquiryId, ...slot(weekdayAhead(7)) }
    const other = await run('book', args, stranger.parent.token)
    expect(errorCode(other.result)).toBe('FORBIDDEN')
    expect(message(other.result)).toBe('unauthorized')
    expect(errorCode((await run('book', args, world.staff.token)).result)).toBe('FORBIDDEN')
    expect(errorCode((await run('book', args)).result)).toBe('UNAUTHENTICATED')
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('new_enquiry').id)
  })

  it('refuses enquiries in the wrong state, skipped visits, a second visit and closed enquiries', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const date = weekdayAhead(7)
    const book = async (
      family: { enquiryId: number; parent: { token: string } },
      from = '09:00',
      to = '09:30',
    ) =>
      message(
        (await run('book', { IDEnquiry: family.enquiryId, ...slot(date, from, to) }, family.parent.token))
          .result,
      )

    expect(await book(await buildFamily(world, { state: 'pending_trial' }))).toBe(VisitMsg.cannotBookVisit)
    expect(await book(await buildFamily(world, { state: 'visit_approved' }))).toBe(VisitMsg.cannotBookVisit)
    expect(await book(await buildFamily(world, { skipCentreVisit: true }))).toBe(VisitMsg.visitSkipped)
    expect(await book(await buildFamily(world, { state: 'cancelled_enquiry' }))).toBe(VisitMsg.enquiryClosed)
    // A rejected visit may be booked again.
    expect(await book(await buildFamily(world, { state: 'visit_rejected' }))).toBeUndefined()

    const family = await buildFamily(world)
    expect(await book(family)).toBeUndefined()
    // The enquiry now waits in pending_visit: a second booking is refused.
    expect(await book(family, '10:00', '10:30')).toBe(VisitMsg.cannotBookVisit)
    await world.school.db
      .update(enquiries)
      .set({ fkEnquiryState: enquiryState('visit').id })
      .where(eq(enquiries.id, family.enquiryId))
    expect(await book(family, '10:00', '10:30')).toBe(VisitMsg.visitBooked)
  })

  it('with allow_waitlist_visit off, books only where the centre has a place for the level', async () => {
    const world = await buildVisitWorld()
    await setConfig(world.school, 'allow_waitlist_visit', '0')
    await buildAvailability(world)
    const family = await buildFamily(world)
    const args = { IDEnquiry: family.enquiryId, ...slot(weekdayAhead(7)) }
    const refused = await run('book', args, family.parent.token)
    expect(message(refused.result)).toBe(VisitMsg.noVacancy)
    expect(errorCode(refused.result)).toBe('CONFLICT')
    // The free days and times say so too, before the parent chooses anything.
    const days = await gql(
      DAYS_NO_MONTH,
      { IDEnquiry: family.enquiryId, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(message(days)).toBe(VisitMsg.noVacancy)
    const times = await gql(
      SLOTS,
      { IDEnquiry: family.enquiryId, date: args.date, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(message(times)).toBe(VisitMsg.noVacancy)
    // The trial class follows the same rule.
    await buildAvailability(world, { visitType: 'trial' })
    const trialFamily = await buildFamily(world, { state: 'visit_approved' })
    const trialArgs = { IDEnquiry: trialFamily.enquiryId, ...slot(weekdayAhead(7)) }
    expect(message((await run('bookTrial', trialArgs, trialFamily.parent.token)).result)).toBe(
      VisitMsg.noVacancy,
    )
    expect((await stateOf(world, family.enquiryId)).fkEnquiryState).toBe(enquiryState('new_enquiry').id)
    const plan = (await stateOf(world, family.enquiryId)).enrollmentPlan
    await buildCapacity(world.school, {
      centreId: world.centre.id,
      levelId: world.levelId,
      month: plan,
      capacity: 10,
    })
    const daysNow = await gql(
      DAYS,
      { IDEnquiry: family.enquiryId, visitType: 'centre_visit', month: args.date.slice(0, 7) },
      family.parent.token,
    )
    expect(daysNow.data?.getAvailableDaysOfMonth).toContain(args.date)
    expect((await run('book', args, family.parent.token)).result.errors).toBeUndefined()
    expect((await run('bookTrial', trialArgs, trialFamily.parent.token)).result.errors).toBeUndefined()
  })

  it('lets a family move the visit it holds even when the centre has no vacancy any more', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const { visit } = await run('book', { IDEnquiry: family.enquiryId, ...slot(date) }, family.parent.token)
    await setConfig(world.school, 'allow_waitlist_visit', '0')
    const times = await gql(
      SLOTS,
      { IDEnquiry: family.enquiryId, date, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(times.errors).toBeUndefined()
    expect(times.data?.getVisitTimeSlot.map((s) => s.from)).toContain('10:00')
    const moved = await run(
      'reschedule',
      { IDVisit: visit?.ID, ...slot(date, '10:00', '10:30') },
      family.parent.token,
    )
    expect(moved.result.errors).toBeUndefined()
  })
})

describe('simultaneous bookings', () => {
  it('lets exactly as many families as the slot takes book it when six try at once', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world, { familiesPerSlot: 2 })
    const families = await Promise.all(Array.from({ length: 6 }, () => buildFamily(world)))
    const date = weekdayAhead(10)
    const results = await Promise.all(
      families.map((f) => run('book', { IDEnquiry: f.enquiryId, ...slot(date) }, f.parent.token)),
    )
    const booked = results.filter((r) => r.visit)
    const refused = results.filter((r) => !r.visit)
    expect(booked).toHaveLength(2)
    expect(refused).toHaveLength(4)
    for (const r of refused) {
      expect(message(r.result)).toBe('This time slot is fully booked. Please choose another.')
      expect(errorCode(r.result)).toBe('CONFLICT')
    }
    const [row] = await world.school.db
      .select()
      .from(visitSlots)
      .where(eq(visitSlots.fkVisitAvailability, availability.id))
    expect(row).toMatchObject({ capacity: 2, booked: 2 })
    // The families refused stay where they were, with no activity written.
    const states = await Promise.all(families.map((f) => stateOf(world, f.enquiryId)))
    expect(states.filter((s) => s.fkEnquiryState === enquiryState('pending_visit').id)).toHaveLength(2)
  })

  it('has the database refuse a seat past the slot’s capacity, whatever wrote it', async () => {
    const world = await buildVisitWorld()
    const availability = await buildAvailability(world, { familiesPerSlot: 2 })
    const slotFrom = singaporeInstant(weekdayAhead(10), '09:00')
    // Straight to the counter, without the room check before it: only the check constraint stands in the way.
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        world.school.db.transaction((tx) => takeSeat(tx, availability, slotFrom)),
      ),
    )
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(2)
    for (const attempt of attempts)
      if (attempt.status === 'rejected') expect(isOverbooking(attempt.reason)).toBe(true)
    expect(await bookedSeats(world, availability.id)).toEqual([[slotFrom.toISOString(), 2]])
  })

  it('staff of the centre with visit_management read only cannot book either', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world)
    const reader = await buildStaff(world.school, { visit_management: Access.read }, [world.centre.id])
    const { result } = await run(
      'book',
      { IDEnquiry: family.enquiryId, ...slot(weekdayAhead(7)) },
      reader.token,
    )
    expect(errorCode(result)).toBe('FORBIDDEN')
  })
})
