import { Access, addDays, singaporeToday, VisitMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { buildCentre, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  buildAvailability,
  buildFamily,
  buildHoliday,
  buildVisitWorld,
  message,
  run,
  weekdayAhead,
} from './test-fixtures'
import { ADD, CANCEL, LIST, DAYS, DAYS_NO_MONTH, SLOTS, availabilityInput } from './calendar-test-documents'

// A Tuesday ahead of the database clock, so "today" and the days ahead are the same weekdays every run.
onFixedClock(nextInSingapore(2, 10))

describe('availability', () => {
  it('publishes, lists and withdraws availability for staff with visit_management at the centre', async () => {
    const world = await buildVisitWorld()
    const added = await gql(
      ADD,
      { IDCentre: world.centre.id, availability: availabilityInput() },
      world.staff.token,
    )
    expect(added.errors).toBeUndefined()
    expect(added.data?.addCalendarEvent).toMatchObject({
      fkCentre: world.centre.id,
      from: '09:00',
      to: '12:00',
      recurOnDays: [1, 2, 3, 4, 5],
      active: true,
      visits: [],
    })
    const id = added.data!.addCalendarEvent.ID
    const range = { IDCentre: world.centre.id, from: singaporeToday(), to: addDays(singaporeToday(), 10) }
    const listed = await gql(LIST, range, world.hq.token)
    expect(listed.data?.findAllVisitAvailability.map((a) => a.ID)).toEqual([id])

    // A booked visit stays when its availability is withdrawn; no new slots are offered.
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const booked = await run(
      'book',
      { IDEnquiry: family.enquiryId, date, from: '09:00', to: '09:30' },
      family.parent.token,
    )
    expect(booked.result.errors).toBeUndefined()
    const withdrawn = await gql(CANCEL, { IDAvailability: id }, world.staff.token)
    expect(withdrawn.data?.cancelAvailability).toEqual({
      ID: id,
      active: false,
      visits: [{ ID: booked.visit?.ID, status: 'created' }],
    })
    const slots = await gql(
      SLOTS,
      { date, IDEnquiry: family.enquiryId, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(slots.data?.getVisitTimeSlot).toEqual([])
  })

  it('validates the availability with the domain rules', async () => {
    const world = await buildVisitWorld()
    const add = (overrides: Record<string, unknown>) =>
      gql(ADD, { IDCentre: world.centre.id, availability: availabilityInput(overrides) }, world.staff.token)
    const past = await add({ start: addDays(singaporeToday(), -1) })
    expect(message(past)).toBe(`start: ${VisitMsg.startPast}`)
    expect(errorCode(past)).toBe('BAD_USER_INPUT')
    expect((await add({ to: '09:20' })).errors?.[0].extensions?.fields).toEqual({
      slotMinutes: VisitMsg.slotFits,
    })
    expect(message(await add({ recurOnDays: [] }))).toBe(`recurOnDays: ${VisitMsg.recurOnDaysRequired}`)
    expect(message(await add({ familiesPerSlot: 101 }))).toBe(`familiesPerSlot: ${VisitMsg.families}`)
    expect(message(await add({ visitType: 'tour' }))).toBe(`visitType: ${VisitMsg.visitType}`)
  })

  it('refuses parents, read-only staff, staff of another centre and another school', async () => {
    const world = await buildVisitWorld()
    const family = await buildFamily(world)
    const reader = await buildStaff(world.school, { visit_management: Access.read }, [world.centre.id])
    const elsewhere = await buildStaff(world.school, { visit_management: Access.read | Access.write }, [
      world.otherCentre.id,
    ])
    const otherSchool = await buildSchool()
    const foreignCentre = await buildCentre(otherSchool)
    const args = { IDCentre: world.centre.id, availability: availabilityInput() }
    expect(errorCode(await gql(ADD, args))).toBe('UNAUTHENTICATED')
    expect(errorCode(await gql(ADD, args, family.parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ADD, args, reader.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ADD, args, elsewhere.token))).toBe('FORBIDDEN')
    const foreign = await gql(ADD, { ...args, IDCentre: foreignCentre.id }, world.hq.token)
    expect(message(foreign)).toBe('unauthorized')
    const range = { IDCentre: world.centre.id, from: singaporeToday(), to: singaporeToday() }
    expect(errorCode(await gql(LIST, range, elsewhere.token))).toBe('FORBIDDEN')
    const availability = await buildAvailability(world)
    expect(errorCode(await gql(CANCEL, { IDAvailability: availability.id }, elsewhere.token))).toBe(
      'FORBIDDEN',
    )
  })
})

describe('open days and slots for the parent', () => {
  it('offers the days and times with room, leaving out holidays, full and past slots', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world, { from: '09:00', to: '10:00', familiesPerSlot: 1 })
    const family = await buildFamily(world)
    const other = await buildFamily(world)
    const date = weekdayAhead(20)
    const holiday = addDays(date, 1)
    await buildHoliday(world, holiday, { title: 'Closed', centreId: world.centre.id })
    await run('book', { IDEnquiry: other.enquiryId, date, from: '09:00', to: '09:30' }, other.parent.token)

    const slots = await gql(
      SLOTS,
      { date, IDEnquiry: family.enquiryId, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(slots.data?.getVisitTimeSlot).toEqual([{ from: '09:30', to: '10:00', remaining: 1 }])
    const onHoliday = await gql(
      SLOTS,
      { date: holiday, IDEnquiry: family.enquiryId, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(onHoliday.data?.getVisitTimeSlot).toEqual([])

    const month = date.slice(0, 7)
    const days = await gql(
      DAYS,
      { IDEnquiry: family.enquiryId, visitType: 'centre_visit', month },
      family.parent.token,
    )
    expect(days.data?.getAvailableDaysOfMonth).toContain(date)
    expect(days.data?.getAvailableDaysOfMonth).not.toContain(holiday)
    expect(
      days.data?.getAvailableDaysOfMonth.every((d) => d.startsWith(month) && d >= singaporeToday()),
    ).toBe(true)
    const trialDays = await gql(
      DAYS,
      { IDEnquiry: family.enquiryId, visitType: 'trial', month },
      family.parent.token,
    )
    expect(trialDays.data?.getAvailableDaysOfMonth).toEqual([])

    // The spec's call names only the enquiry and the visit type: this month in Singapore is meant.
    const thisMonth = singaporeToday().slice(0, 7)
    const [withoutMonth, withThisMonth] = await Promise.all([
      gql(DAYS_NO_MONTH, { IDEnquiry: family.enquiryId, visitType: 'centre_visit' }, family.parent.token),
      gql(
        DAYS,
        { IDEnquiry: family.enquiryId, visitType: 'centre_visit', month: thisMonth },
        family.parent.token,
      ),
    ])
    expect(withoutMonth.errors).toBeUndefined()
    expect(withoutMonth.data?.getAvailableDaysOfMonth).toEqual(withThisMonth.data?.getAvailableDaysOfMonth)
    expect(withoutMonth.data?.getAvailableDaysOfMonth.every((d) => d.startsWith(thisMonth))).toBe(true)

    expect(
      errorCode(
        await gql(
          DAYS,
          { IDEnquiry: family.enquiryId, visitType: 'centre_visit', month },
          other.parent.token,
        ),
      ),
    ).toBe('FORBIDDEN')
    expect(
      errorCode(
        await gql(DAYS, { IDEnquiry: family.enquiryId, visitType: 'centre_visit', month }, world.staff.token),
      ),
    ).toBe('FORBIDDEN')
    expect(
      message(
        await gql(
          DAYS,
          { IDEnquiry: family.enquiryId, visitType: 'centre_visit', month: '2030-13' },
          family.parent.token,
        ),
      ),
    ).toBe(VisitMsg.month)
  })
})
