import { addDays, singaporeToday } from '@preschool/domain'
import { visitAvailabilities, visits } from '../../db/schema'
import type { Family } from './family'
import type { TestSchool } from './school'

/**
 * An availability written straight to the table (dates in the past allowed, which the API refuses): every day from
 * yesterday for 60 days, 09:00 to 12:00 in 30-minute centre-visit slots of 2 families, unless overridden.
 */
export async function buildAvailability(
  school: TestSchool,
  centreId: number,
  overrides: Partial<typeof visitAvailabilities.$inferInsert> = {},
) {
  const today = singaporeToday()
  const [row] = await school.db
    .insert(visitAvailabilities)
    .values({
      fkSchool: school.id,
      fkCentre: centreId,
      visitType: 'centre_visit',
      start: addDays(today, -1),
      end: addDays(today, 60),
      from: '09:00',
      to: '12:00',
      recurType: 'daily',
      slotMinutes: 30,
      familiesPerSlot: 2,
      ...overrides,
    })
    .returning()
  return row
}

/** A booked centre visit of the family written straight to the table (past allowed), 30 minutes from `from`. */
export async function buildVisit(
  school: TestSchool,
  family: Family,
  opts: { centreId: number; from: Date; overrides?: Partial<typeof visits.$inferInsert> },
) {
  const [visit] = await school.db
    .insert(visits)
    .values({
      fkSchool: school.id,
      fkEnquiry: family.enquiryId,
      fkCentre: opts.centreId,
      fkUser: family.parent.id,
      visitType: 'centre_visit',
      visitFrom: opts.from,
      visitTo: new Date(opts.from.getTime() + 30 * 60_000),
      ...opts.overrides,
    })
    .returning()
  return visit
}
