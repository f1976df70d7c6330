import { addDays, singaporeToday } from '@preschool/domain'
import type { Tx } from '../../client'
import { visitAvailabilities } from '../../schema'
import { demoAvailabilities, VISIT_DEMO_MONTHS, VISIT_DEMO_SCHOOL } from '../content/visits'
import { demoSchoolId } from '../content/schools'
import type { SeededCentre } from './centres'

/** The day before the same date `months` later, so the range covers whole months from `start`. */
function monthsAhead(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number)
  const target = new Date(Date.UTC(y, m - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d, lastDay))
  return addDays(target.toISOString().slice(0, 10), -1)
}

/** Every centre of the demo parent's school receives visitors from today for three months (Singapore dates). */
export async function insertVisitAvailabilities(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  today: Date,
): Promise<void> {
  const schoolId = demoSchoolId(VISIT_DEMO_SCHOOL)
  const start = singaporeToday(today)
  const end = monthsAhead(start, VISIT_DEMO_MONTHS)
  const centres = [...seededCentres.values()].filter((c) => c.fkSchool === schoolId)
  const rows = centres.flatMap((centre) =>
    demoAvailabilities.map((availability) => ({
      ...availability,
      fkSchool: schoolId,
      fkCentre: centre.id,
      start,
      end,
    })),
  )
  // An insert of no rows is an error in drizzle; a demo school without centres simply has no visit times.
  if (rows.length > 0) await tx.insert(visitAvailabilities).values(rows)
}
