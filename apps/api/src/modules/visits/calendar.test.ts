import { Access, addDays, singaporeInstant, singaporeToday } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { buildCapacity, buildHQ, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  buildAvailability,
  buildFamily,
  buildHoliday,
  buildVisitWorld,
  message,
  Ops,
  run,
  weekdayAhead,
} from './test-fixtures'
import { MONTH, CENTRE_LIST, CHILD_LIST, VACANCY } from './calendar-test-documents'

// A Tuesday ahead of the database clock, so the calendar days are the same weekdays every run.
onFixedClock(nextInSingapore(2, 10))

describe('the centre calendar and lists', () => {
  it('shows a month’s visits and trials without cancelled, rejected or skipped ones, with holidays and availability', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const date = weekdayAhead(7)
    const [kept, cancelled, rejected, skipped] = await Promise.all([
      buildFamily(world),
      buildFamily(world),
      buildFamily(world),
      buildFamily(world),
    ])
    const book = (f: typeof kept, from: string, to: string) =>
      run('book', { IDEnquiry: f.enquiryId, date, from, to }, f.parent.token)
    const keptVisit = (await book(kept, '09:00', '09:30')).visit!
    const cancelledVisit = (await book(cancelled, '09:30', '10:00')).visit!
    const rejectedVisit = (await book(rejected, '10:00', '10:30')).visit!
    await run('cancel', { IDVisit: cancelledVisit.ID }, cancelled.parent.token)
    await run('reject', { IDVisit: rejectedVisit.ID }, world.staff.token)
    await book(skipped, '10:30', '11:00')
    const skip = await gql(Ops.skipVisit, { IDEnquiry: skipped.enquiryId }, world.staff.token)
    expect(skip.errors).toBeUndefined()
    const elsewhereOnly = await buildHoliday(world, date, {
      title: 'Elsewhere only',
      centreId: world.otherCentre.id,
    })
    const publicHoliday = await buildHoliday(world, addDays(date, 1), { title: 'Public' })

    const [year, month] = date.split('-').map(Number)
    const result = await gql(MONTH, { IDCentre: world.centre.id, year, month }, world.staff.token)
    expect(result.errors).toBeUndefined()
    const calendar = result.data!.findAllCalendarEvent
    expect(calendar.visits).toEqual([
      {
        ID: keptVisit.ID,
        visitType: 'centre_visit',
        status: 'created',
        statusText: 'Pending centre visit',
        approvalDisplay: 'Pending Approval',
        comment: null,
        trialPeriodFee: null,
        trialPeriodPaymentStatus: null,
        userName: 'Test Parent',
        userPhone: '+65 91234567',
        IDEnquiry: kept.enquiryId,
        fkChild: kept.childId,
        childName: `Ethan ${keptVisit.childLastname}`,
        levelLabel: world.levelLabel,
        completed: false,
        visitFrom: singaporeInstant(date, '09:00').toISOString(),
      },
    ])
    const holidayIds = calendar.holidays.map((h) => h.ID)
    if (publicHoliday.from.slice(0, 7) === date.slice(0, 7)) expect(holidayIds).toContain(publicHoliday.id)
    expect(holidayIds).not.toContain(elsewhereOnly.id)
    expect(calendar.availabilities).toHaveLength(1)
    expect(calendar.availabilities[0].visits).toEqual([{ ID: keptVisit.ID }])
    const reader = await buildStaff(world.school, { visit_management: Access.read }, [world.otherCentre.id])
    expect(errorCode(await gql(MONTH, { IDCentre: world.centre.id, year, month }, reader.token))).toBe(
      'FORBIDDEN',
    )
    expect(message(await gql(MONTH, { IDCentre: world.centre.id, year, month: 13 }, world.staff.token))).toBe(
      'month: Month must be a whole number from 1 to 12',
    )
  })

  it('lists a centre’s visits with filters, and a child’s visits for its parent and for staff', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    await buildAvailability(world, { visitType: 'trial', from: '14:00', to: '15:00', slotMinutes: 60 })
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const { visit } = await run(
      'book',
      { IDEnquiry: family.enquiryId, date, from: '09:00', to: '09:30' },
      family.parent.token,
    )
    await run('approve', { IDVisit: visit?.ID }, world.staff.token)
    const trial = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, date, from: '14:00', to: '15:00' },
      family.parent.token,
    )
    expect(trial.result.errors).toBeUndefined()

    const all = await gql(CENTRE_LIST, { IDCentre: world.centre.id }, world.staff.token)
    expect(all.data?.getScheduledVisits.data.map((v) => v.visitType)).toEqual(['centre_visit', 'trial'])
    expect(all.data?.getScheduledVisits.data.map((v) => v.levelLabel)).toEqual([
      world.levelLabel,
      world.levelLabel,
    ])
    expect(all.data?.getScheduledVisits.totalCount).toBe(2)
    const trials = await gql(
      CENTRE_LIST,
      { IDCentre: world.centre.id, visitType: 'trial' },
      world.staff.token,
    )
    expect(trials.data?.getScheduledVisits.data.map((v) => v.ID)).toEqual([trial.visit?.ID])
    const approved = await gql(
      CENTRE_LIST,
      { IDCentre: world.centre.id, status: 'completed' },
      world.staff.token,
    )
    expect(approved.data?.getScheduledVisits.data.map((v) => v.ID)).toEqual([visit?.ID])
    const before = await gql(
      CENTRE_LIST,
      { IDCentre: world.centre.id, to: addDays(date, -1) },
      world.staff.token,
    )
    expect(before.data?.getScheduledVisits.totalCount).toBe(0)
    const elsewhere = await buildStaff(world.school, { visit_management: Access.read }, [
      world.otherCentre.id,
    ])
    expect(errorCode(await gql(CENTRE_LIST, { IDCentre: world.centre.id }, elsewhere.token))).toBe(
      'FORBIDDEN',
    )

    const forParent = await gql(CHILD_LIST, { IDChild: family.childId }, family.parent.token)
    expect(forParent.data?.getScheduledVisitsOfChild.map((v) => v.ID)).toEqual([trial.visit?.ID, visit?.ID])
    const forStaff = await gql(CHILD_LIST, { IDChild: family.childId }, world.staff.token)
    expect(forStaff.data?.getScheduledVisitsOfChild).toHaveLength(2)
    // Staff who reach none of the child's centres are refused, not answered an empty list.
    const forElsewhere = await gql(CHILD_LIST, { IDChild: family.childId }, elsewhere.token)
    expect(errorCode(forElsewhere)).toBe('FORBIDDEN')
    const stranger = await buildFamily(world)
    expect(errorCode(await gql(CHILD_LIST, { IDChild: family.childId }, stranger.parent.token))).toBe(
      'FORBIDDEN',
    )
    const noModule = await buildStaff(world.school, {}, [world.centre.id])
    expect(errorCode(await gql(CHILD_LIST, { IDChild: family.childId }, noModule.token))).toBe('FORBIDDEN')
  })

  it('answers whether the centre has a place for a level, to staff who reach the centre', async () => {
    const world = await buildVisitWorld()
    const date = `${addDays(singaporeToday(), 40).slice(0, 7)}-01`
    await buildCapacity(world.school, {
      centreId: world.centre.id,
      levelId: world.levelId,
      month: date,
      capacity: 12,
    })
    const args = { IDCentre: world.centre.id, IDLevel: world.levelId, date: addDays(date, 10) }
    const result = await gql(VACANCY, args, world.staff.token)
    expect(result.data?.vacancyAvailableInCentreForLevel).toEqual({
      available: true,
      capacity: 12,
      enrolled: 0,
      vacancies: 12,
    })
    const none = await gql(VACANCY, { ...args, date: addDays(date, -20) }, world.staff.token)
    expect(none.data?.vacancyAvailableInCentreForLevel).toEqual({
      available: false,
      capacity: 0,
      enrolled: 0,
      vacancies: 0,
    })
    const elsewhere = await buildStaff(world.school, {}, [world.otherCentre.id])
    expect(errorCode(await gql(VACANCY, args, elsewhere.token))).toBe('FORBIDDEN')
    const family = await buildFamily(world)
    expect(errorCode(await gql(VACANCY, args, family.parent.token))).toBe('FORBIDDEN')
    const foreign = await buildHQ(await buildSchool(), {})
    expect(message(await gql(VACANCY, args, foreign.token))).toBe('unauthorized')
  })
})
