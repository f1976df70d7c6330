import { Access, addDays, singaporeInstant, singaporeToday, VisitMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { centreCapacities } from '../../db/schema'
import { buildCentre, buildHQ, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { centreLocation } from './calendar-file'
import { buildIcs, escapeIcsText, foldIcsLine } from './ics'
import type { AddressRow } from './queries'
import {
  buildAvailability,
  buildFamily,
  buildHoliday,
  buildVisitWorld,
  message,
  Ops,
  run,
  VISIT_FIELDS,
  type VisitResult,
  weekdayAhead,
} from './test-fixtures'

const ADD = /* GraphQL */ `
  mutation Add($IDCentre: Int!, $availability: VisitAvailabilityInput!) {
    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {
      ID
      fkCentre
      visitType
      start
      end
      from
      to
      recurType
      recurOnDays
      slotMinutes
      familiesPerSlot
      active
      visits {
        ID
      }
    }
  }
`
const CANCEL = /* GraphQL */ `
  mutation Withdraw($IDAvailability: Int!) {
    cancelAvailability(IDAvailability: $IDAvailability) {
      ID
      active
      visits {
        ID
        status
      }
    }
  }
`
const LIST = /* GraphQL */ `
  query Availability($IDCentre: Int!, $from: Date!, $to: Date!) {
    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {
      ID
      active
      visitType
      visits {
        ID
      }
    }
  }
`
const DAYS = /* GraphQL */ `
  query Days($IDEnquiry: Int!, $visitType: String!, $month: String!) {
    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)
  }
`
const SLOTS = /* GraphQL */ `
  query Slots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {
    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {
      from
      to
      remaining
    }
  }
`
const MONTH = /* GraphQL */ `
  query Month($IDCentre: Int!, $year: Int!, $month: Int!) {
    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {
      IDCentre
      year
      month
      visits {
        ID
        visitType
        status
        statusText
        approvalDisplay
        comment
        trialPeriodFee
        trialPeriodPaymentStatus
        userName
        userPhone
        IDEnquiry
        fkChild
        childName
        levelLabel
        completed
        visitFrom
      }
      holidays {
        ID
        title
        from
        to
        isPublic
      }
      availabilities {
        ID
        visitType
        visits {
          ID
        }
      }
    }
  }
`
const CENTRE_LIST = /* GraphQL */ `
  query Scheduled($IDCentre: Int!, $visitType: String, $status: String, $from: Date, $to: Date) {
    getScheduledVisits(IDCentre: $IDCentre, visitType: $visitType, status: $status, from: $from, to: $to) {
      totalCount
      data { ${VISIT_FIELDS} }
    }
  }
`
const CHILD_LIST = /* GraphQL */ `
  query OfChild($IDChild: Int!) {
    getScheduledVisitsOfChild(IDChild: $IDChild) {
      ID
      status
      visitFrom
    }
  }
`
const ICS = /* GraphQL */ `
  query Ics($IDVisit: Int!) {
    getVisitCalendarFile(IDVisit: $IDVisit)
  }
`
const VACANCY = /* GraphQL */ `
  query Vacancy($IDCentre: Int!, $IDLevel: Int!, $date: Date!) {
    vacancyAvailableInCentreForLevel(IDCentre: $IDCentre, IDLevel: $IDLevel, date: $date) {
      available
      capacity
      enrolled
      vacancies
    }
  }
`

const availabilityInput = (overrides: Record<string, unknown> = {}) => ({
  visitType: 'centre_visit',
  start: addDays(singaporeToday(), 1),
  end: addDays(singaporeToday(), 60),
  from: '09:00',
  to: '12:00',
  recurType: 'weekly',
  recurOnDays: [1, 2, 3, 4, 5],
  slotMinutes: 30,
  familiesPerSlot: 2,
  ...overrides,
})

describe('availability', () => {
  it('publishes, lists and withdraws availability for staff with visit_management at the centre', async () => {
    const world = await buildVisitWorld()
    type Added = { addCalendarEvent: { ID: number } & Record<string, unknown> }
    const added = await gql<Added>(
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
    const listed = await gql<{ findAllVisitAvailability: { ID: number }[] }>(LIST, range, world.hq.token)
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
    const withdrawn = await gql<{ cancelAvailability: { active: boolean; visits: { status: string }[] } }>(
      CANCEL,
      { IDAvailability: id },
      world.staff.token,
    )
    expect(withdrawn.data?.cancelAvailability).toEqual({
      ID: id,
      active: false,
      visits: [{ ID: booked.visit?.ID, status: 'created' }],
    })
    const slots = await gql<{ getVisitTimeSlot: unknown[] }>(
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

    const slots = await gql<{ getVisitTimeSlot: { from: string; to: string; remaining: number }[] }>(
      SLOTS,
      { date, IDEnquiry: family.enquiryId, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(slots.data?.getVisitTimeSlot).toEqual([{ from: '09:30', to: '10:00', remaining: 1 }])
    const onHoliday = await gql<{ getVisitTimeSlot: unknown[] }>(
      SLOTS,
      { date: holiday, IDEnquiry: family.enquiryId, visitType: 'centre_visit' },
      family.parent.token,
    )
    expect(onHoliday.data?.getVisitTimeSlot).toEqual([])

    const month = date.slice(0, 7)
    const days = await gql<{ getAvailableDaysOfMonth: string[] }>(
      DAYS,
      { IDEnquiry: family.enquiryId, visitType: 'centre_visit', month },
      family.parent.token,
    )
    expect(days.data?.getAvailableDaysOfMonth).toContain(date)
    expect(days.data?.getAvailableDaysOfMonth).not.toContain(holiday)
    expect(
      days.data?.getAvailableDaysOfMonth.every((d) => d.startsWith(month) && d >= singaporeToday()),
    ).toBe(true)
    const trialDays = await gql<{ getAvailableDaysOfMonth: string[] }>(
      DAYS,
      { IDEnquiry: family.enquiryId, visitType: 'trial', month },
      family.parent.token,
    )
    expect(trialDays.data?.getAvailableDaysOfMonth).toEqual([])

    // The spec's call names only the enquiry and the visit type: this month in Singapore is meant.
    const thisMonth = singaporeToday().slice(0, 7)
    const DAYS_NO_MONTH = `query DaysNow($IDEnquiry: Int!, $visitType: String!) {
      getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType)
    }`
    const [withoutMonth, withThisMonth] = await Promise.all([
      gql<{ getAvailableDaysOfMonth: string[] }>(
        DAYS_NO_MONTH,
        { IDEnquiry: family.enquiryId, visitType: 'centre_visit' },
        family.parent.token,
      ),
      gql<{ getAvailableDaysOfMonth: string[] }>(
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
    type Month = {
      findAllCalendarEvent: {
        visits: (Record<string, unknown> & { ID: number })[]
        holidays: { ID: number }[]
        availabilities: { visits: { ID: number }[] }[]
      }
    }
    const result = await gql<Month>(MONTH, { IDCentre: world.centre.id, year, month }, world.staff.token)
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

    type List = { getScheduledVisits: { totalCount: number; data: VisitResult[] } }
    const all = await gql<List>(CENTRE_LIST, { IDCentre: world.centre.id }, world.staff.token)
    expect(all.data?.getScheduledVisits.data.map((v) => v.visitType)).toEqual(['centre_visit', 'trial'])
    expect(all.data?.getScheduledVisits.data.map((v) => v.levelLabel)).toEqual([
      world.levelLabel,
      world.levelLabel,
    ])
    expect(all.data?.getScheduledVisits.totalCount).toBe(2)
    const trials = await gql<List>(
      CENTRE_LIST,
      { IDCentre: world.centre.id, visitType: 'trial' },
      world.staff.token,
    )
    expect(trials.data?.getScheduledVisits.data.map((v) => v.ID)).toEqual([trial.visit?.ID])
    const approved = await gql<List>(
      CENTRE_LIST,
      { IDCentre: world.centre.id, status: 'completed' },
      world.staff.token,
    )
    expect(approved.data?.getScheduledVisits.data.map((v) => v.ID)).toEqual([visit?.ID])
    const before = await gql<List>(
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

    type ChildList = { getScheduledVisitsOfChild: { ID: number }[] }
    const forParent = await gql<ChildList>(CHILD_LIST, { IDChild: family.childId }, family.parent.token)
    expect(forParent.data?.getScheduledVisitsOfChild.map((v) => v.ID)).toEqual([trial.visit?.ID, visit?.ID])
    const forStaff = await gql<ChildList>(CHILD_LIST, { IDChild: family.childId }, world.staff.token)
    expect(forStaff.data?.getScheduledVisitsOfChild).toHaveLength(2)
    // Staff who reach none of the child's centres are refused, not answered an empty list.
    const forElsewhere = await gql<ChildList>(CHILD_LIST, { IDChild: family.childId }, elsewhere.token)
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
    await world.school.db.insert(centreCapacities).values({
      fkSchool: world.school.id,
      fkCentre: world.centre.id,
      fkLevel: world.levelId,
      date,
      capacity: 12,
    })
    const args = { IDCentre: world.centre.id, IDLevel: world.levelId, date: addDays(date, 10) }
    const result = await gql<{ vacancyAvailableInCentreForLevel: unknown }>(VACANCY, args, world.staff.token)
    expect(result.data?.vacancyAvailableInCentreForLevel).toEqual({
      available: true,
      capacity: 12,
      enrolled: 0,
      vacancies: 12,
    })
    const none = await gql<{ vacancyAvailableInCentreForLevel: unknown }>(
      VACANCY,
      { ...args, date: addDays(date, -20) },
      world.staff.token,
    )
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

describe('calendar file', () => {
  it('gives the parent a valid iCalendar event of a booked visit', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const { visit } = await run(
      'book',
      { IDEnquiry: family.enquiryId, date, from: '09:00', to: '09:30' },
      family.parent.token,
    )
    const result = await gql<{ getVisitCalendarFile: string }>(
      ICS,
      { IDVisit: visit?.ID },
      family.parent.token,
    )
    expect(result.errors).toBeUndefined()
    const text = result.data!.getVisitCalendarFile
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false)
    const lines = text.replace(/\r\n /g, '').split('\r\n')
    const start = singaporeInstant(date, '09:00').toISOString().replace(/[-:]/g, '').replace('.000', '')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain(`UID:visit-${visit?.ID}@127.0.0.1`)
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
    expect(lines).toContain(`DTSTART:${start}`)
    expect(start).toMatch(/T010000Z$/)
    expect(lines).toContain(`DTEND:${start.replace('T010000Z', 'T013000Z')}`)
    // The centre's comma is escaped in TEXT values.
    expect(lines).toContain('SUMMARY:Centre visit at Little Steps @ Test\\, East')
    expect(lines).toContain('LOCATION:1 Test Street\\, Singapore 238801')
    expect(lines).toContain('STATUS:TENTATIVE')
    expect(lines.at(-2)).toBe('END:VCALENDAR')

    const stranger = await buildFamily(world)
    expect(errorCode(await gql(ICS, { IDVisit: visit?.ID }, stranger.parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ICS, { IDVisit: visit?.ID }, world.staff.token))).toBe('FORBIDDEN')
    await run('cancel', { IDVisit: visit?.ID }, family.parent.token)
    expect(message(await gql(ICS, { IDVisit: visit?.ID }, family.parent.token))).toBe(VisitMsg.notConfirmed)
  })

  it('places the event at the centre’s active address, or at its name when it has none', () => {
    const address: AddressRow = {
      id: 1,
      fkSchool: 1,
      fkCentre: 1,
      name: 'Main',
      address: '1 Test Street',
      building: 'Block A',
      floor: '02',
      unit: '05',
      postcode: '238801',
      city: 'Singapore',
      country: 'Singapore',
      lat: null,
      lng: null,
      active: true,
    }
    const old = { ...address, id: 2, address: '9 Old Road', active: false }
    expect(centreLocation({ label: 'Little Steps', addresses: [old, address] })).toBe(
      '1 Test Street, Block A, #02-05, Singapore 238801',
    )
    expect(centreLocation({ label: 'Little Steps', addresses: [] })).toBe('Little Steps')
  })

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const long = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldIcsLine(long)
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
    const ics = buildIcs({
      uid: 'u@x',
      stamp: new Date('2030-03-04T00:00:00Z'),
      start: new Date('2030-03-04T01:00:00Z'),
      end: new Date('2030-03-04T01:30:00Z'),
      summary: 'Trial class at X',
      location: 'Here',
      description: 'Now',
      status: 'CONFIRMED',
    })
    expect(ics).toContain('\r\nDTSTART:20300304T010000Z\r\nDTEND:20300304T013000Z\r\n')
  })
})
