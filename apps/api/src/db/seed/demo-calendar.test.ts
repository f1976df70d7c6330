import {
  holidayInputSchema,
  levelInputSchema,
  MAX_AGE_MONTHS,
  MIN_AGE_MONTHS,
  singaporeToday,
  visitAvailabilityInputSchema,
} from '@preschool/domain'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nextInSingapore, setClock } from '../../test/clock'
import {
  centreCapacities,
  centreLevels,
  centres,
  childRelations,
  enquiries,
  enquiryActivities,
  holidays,
  levels,
  programs,
  users,
  visitAvailabilities,
} from '../schema'
import { easterSunday, singaporePublicHolidays } from './content/holidays'
import { useSeededDemo } from './test-database'

// A Wednesday ahead of the database clock, set before the seeding (a beforeAll) so it and the checks share one day.
beforeAll(() => setClock(nextInSingapore(3, 12)))
afterAll(() => {
  vi.useRealTimers()
})
const { db } = useSeededDemo()

describe('demo data: levels, holidays, visits and places', () => {
  it('builds a valid, non-overlapping level ladder per school that covers the enrolment ages', async () => {
    const levelRows = await db().select().from(levels).orderBy(asc(levels.fromMonth))
    const programRows = await db().select().from(programs)
    const offered = await db().select().from(centreLevels)
    const nextJanuary = `${new Date().getFullYear() + 1}-01-01`
    for (const id of [1, 2, 3]) {
      const ladder = levelRows.filter((l) => l.fkSchool === id)
      expect(ladder.length).toBe(6)
      ladder.forEach((level, i) => {
        if (i > 0) expect(level.fromMonth).toBeGreaterThanOrEqual(ladder[i - 1].toMonth)
        const levelPrograms = programRows.filter((p) => p.fkLevel === level.id)
        const parsed = levelInputSchema.safeParse({
          ...level,
          programs: levelPrograms.map((p) => ({
            label: p.label,
            from: p.from.slice(0, 5),
            to: p.to.slice(0, 5),
          })),
        })
        expect(parsed.success, level.label).toBe(true)
        expect(level.promotionDate).toBe(nextJanuary)
      })
      expect(ladder[0]).toMatchObject({ label: 'Infant Care', fromMonth: MIN_AGE_MONTHS, isInfant: true })
      expect(ladder.some((l) => l.fromMonth <= MAX_AGE_MONTHS - 1 && l.toMonth >= MAX_AGE_MONTHS)).toBe(true)
      expect(ladder.filter((l) => l.offOnSaturday).map((l) => l.label)).toEqual([
        'Kindergarten 1',
        'Kindergarten 2',
      ])
    }
    // Each centre runs most of its school's levels, with their programmes.
    for (const centre of await db().select().from(centres)) {
      const rows = offered.filter((o) => o.fkCentre === centre.id)
      expect(new Set(rows.map((o) => o.fkLevel)).size).toBeGreaterThanOrEqual(4)
      for (const row of rows) {
        const level = levelRows.find((l) => l.id === row.fkLevel)
        const program = programRows.find((p) => p.id === row.fkProgram)
        expect(level?.fkSchool).toBe(centre.fkSchool)
        expect(program?.fkLevel).toBe(row.fkLevel)
      }
    }
  })

  it('closes every school on the Singapore public holidays of this year and the next', async () => {
    const year = new Date().getFullYear()
    const rows = await db().select().from(holidays).orderBy(asc(holidays.from))
    const fixed = ['New Year’s Day', 'Good Friday', 'Labour Day', 'National Day', 'Christmas Day']
    for (const id of [1, 2, 3]) {
      const own = rows.filter((h) => h.fkSchool === id)
      for (const y of [year, year + 1]) {
        const titles = own.filter((h) => h.from.startsWith(`${y}-`)).map((h) => h.title)
        expect(titles, `${y} of school ${id}`).toEqual(expect.arrayContaining(fixed))
      }
      for (const h of own) {
        expect(h.isPublic).toBe(true)
        expect(holidayInputSchema.safeParse({ ...h, centreIDs: [] }).success, h.title).toBe(true)
      }
    }
    // The gazetted 2026 list, Sunday holidays running into their Monday in lieu.
    expect(singaporePublicHolidays(2026).map((h) => [h.title, h.from, h.to])).toEqual([
      ['New Year’s Day', '2026-01-01', '2026-01-01'],
      ['Chinese New Year', '2026-02-17', '2026-02-18'],
      ['Hari Raya Puasa', '2026-03-21', '2026-03-21'],
      ['Good Friday', '2026-04-03', '2026-04-03'],
      ['Labour Day', '2026-05-01', '2026-05-01'],
      ['Hari Raya Haji', '2026-05-27', '2026-05-27'],
      ['Vesak Day', '2026-05-31', '2026-06-01'],
      ['National Day', '2026-08-09', '2026-08-10'],
      ['Deepavali', '2026-11-08', '2026-11-09'],
      ['Christmas Day', '2026-12-25', '2026-12-25'],
    ])
    expect(singaporePublicHolidays(2027).find((h) => h.title === 'Chinese New Year')).toMatchObject({
      from: '2027-02-06',
      to: '2027-02-08',
    })
    expect([2024, 2025, 2027].map(easterSunday)).toEqual(['2024-03-31', '2025-04-20', '2027-03-28'])
    // Years without known festival dates still get the computed ones, never guessed dates.
    expect(singaporePublicHolidays(2040).map((h) => h.title)).toEqual(fixed)
  })

  it('opens every centre of the parent’s school to centre visits and trial classes for three months', async () => {
    const today = singaporeToday()
    const rows = await db().select().from(visitAvailabilities)
    const schoolCentres = await db().select().from(centres).where(eq(centres.fkSchool, 1))
    expect(rows.every((r) => r.fkSchool === 1)).toBe(true)
    for (const centre of schoolCentres) {
      const own = rows
        .filter((r) => r.fkCentre === centre.id)
        .sort((a, b) => a.visitType.localeCompare(b.visitType))
      expect(
        own.map((r) => [r.visitType, r.recurOnDays, r.from, r.to, r.slotMinutes, r.familiesPerSlot]),
      ).toEqual([
        ['centre_visit', [1, 2, 3, 4, 5], '09:00:00', '12:00:00', 30, 2],
        ['trial', [2, 4], '09:00:00', '11:00:00', 60, 3],
      ])
      for (const row of own) {
        expect(row).toMatchObject({ start: today, recurType: 'weekly', active: true })
        const input = { ...row, from: row.from.slice(0, 5), to: row.to.slice(0, 5) }
        expect(visitAvailabilityInputSchema(today).safeParse(input).success).toBe(true)
        const days = (Date.parse(row.end) - Date.parse(row.start)) / 86_400_000
        expect(days).toBeGreaterThanOrEqual(88)
        expect(days).toBeLessThanOrEqual(92)
      }
    }
  })

  it('plans places for every level each centre offers, from this month', async () => {
    const offered = await db()
      .selectDistinct({ fkCentre: centreLevels.fkCentre, fkLevel: centreLevels.fkLevel })
      .from(centreLevels)
    const all = await db().select().from(centreCapacities)
    // The base plan of this month; the demo's approved capacity request adds its own record for a later month.
    const planned = all.filter((c) => c.fkDraft === null)
    expect(planned).toHaveLength(offered.length)
    expect(
      all.filter((c) => c.fkDraft !== null).map((c) => c.date > `${singaporeToday().slice(0, 7)}-01`),
    ).toEqual([true])
    const thisMonth = `${singaporeToday().slice(0, 7)}-01`
    expect(planned.every((c) => c.date === thisMonth && c.active)).toBe(true)
    expect(planned.filter((c) => c.capacity > 0).length).toBeGreaterThan(offered.length / 2)
  })

  it('gives the demo parent’s child one open enquiry in its first state, at a centre with a place', async () => {
    const [parent] = await db().select().from(users).where(eq(users.email, 'parent@littlesteps.demo'))
    const rows = await db().select().from(enquiries).where(eq(enquiries.fkUser, parent.id))
    expect(rows).toHaveLength(1)
    const [enquiry] = rows
    expect(enquiry).toMatchObject({ fkSchool: 1, active: true, fkEnquiryState: 2, vacancyAvailable: true })
    expect(enquiry.enrollmentPlan > singaporeToday()).toBe(true)
    expect(enquiry.enrollmentPlan.endsWith('-01')).toBe(true)
    const [relation] = await db().select().from(childRelations).where(eq(childRelations.fkUser, parent.id))
    expect(enquiry.fkChild).toBe(relation.fkChild)
    const [level] = await db().select().from(levels).where(eq(levels.id, enquiry.fkLevel))
    expect(level.label).toBe('Nursery 1')
    const activities = await db()
      .select()
      .from(enquiryActivities)
      .where(eq(enquiryActivities.fkEnquiry, enquiry.id))
    expect(activities).toMatchObject([{ action: 'created', fkToState: 2, fkUser: parent.id }])
  })
})
