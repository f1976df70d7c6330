import { addDays, singaporeInstant, VisitMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildAvailability, buildCentre, buildSchool } from '../../test/builders'
import { chooseSlot, openSlots } from './slots'
import { weekdayAfter } from './test-fixtures'

/**
 * The booking rules on fixed clocks at the calendar's edges, through the `now` the rules take: a parent on a
 * Friday afternoon, on the last day of a month and on New Year's Eve is offered the next weekdays (today's slots
 * have passed), cannot book the past or a weekend, and books the first open day.
 */
const edges = [
  // A Friday: the next open day is the Monday, still in this month.
  { name: 'a weekend', now: '2026-11-27T15:00:00+08:00', firstDay: '2026-11-30', weekend: '2026-11-28' },
  // The last Friday of April: the next open day opens May.
  { name: 'a month end', now: '2027-04-30T15:00:00+08:00', firstDay: '2027-05-03', weekend: '2027-05-01' },
  // A Thursday, New Year's Eve: the next open day is the Friday after, in the next year.
  { name: 'a year end', now: '2026-12-31T15:00:00+08:00', firstDay: '2027-01-01', weekend: '2027-01-02' },
]

describe('booking across the calendar', () => {
  it.each(edges)('offers and books the next weekdays across $name', async ({ now, firstDay, weekend }) => {
    const school = await buildSchool()
    const centre = await buildCentre(school)
    const today = now.slice(0, 10)
    const clock = new Date(now)
    // Weekdays only, 09:00 to 12:00: by 15:00 today's slots have passed.
    await buildAvailability(school, centre.id, {
      recurType: 'weekly',
      recurOnDays: [1, 2, 3, 4, 5],
      start: today,
      end: addDays(today, 30),
      familiesPerSlot: 1,
    })
    const at = { schoolId: school.id, centreId: centre.id, visitType: 'centre_visit', now: clock }

    const open = await openSlots(school.db, { ...at, from: today, to: addDays(today, 6) })
    expect(open[0]).toMatchObject({ date: firstDay, from: '09:00', to: '09:30' })
    // The four weekdays in the six days after today (today's slots have passed).
    expect(new Set(open.map((s) => s.date)).size).toBe(4)
    expect(open.every((s) => s.date > today)).toBe(true)

    await expect(
      chooseSlot(school.db, { ...at, date: today, slot: { from: '11:30', to: '12:00' } }),
    ).rejects.toThrow(VisitMsg.slotPast)
    await expect(
      chooseSlot(school.db, { ...at, date: weekend, slot: { from: '09:00', to: '09:30' } }),
    ).rejects.toThrow(VisitMsg.outsideAvailability)
    const chosen = await chooseSlot(school.db, {
      ...at,
      date: firstDay,
      slot: { from: '09:00', to: '09:30' },
    })
    expect(chosen.slotFrom).toEqual(singaporeInstant(firstDay, '09:00'))
    // The tests' own date helper agrees with the rules.
    expect(weekdayAfter(today, 1)).toBe(firstDay)
  })
})
