import type { Tx } from '../../client'
import { holidays } from '../../schema'
import { singaporePublicHolidays } from '../content/holidays'
import { demoSchools } from '../content/schools'

/** Every school's Singapore public holidays of this year and the next, so calendars and visit slots show them. */
export async function insertHolidays(tx: Tx, today: Date): Promise<void> {
  const year = today.getFullYear()
  const publicHolidays = [...singaporePublicHolidays(year), ...singaporePublicHolidays(year + 1)]
  await tx
    .insert(holidays)
    .values(
      demoSchools.flatMap((school) =>
        publicHolidays.map((h) => ({ ...h, fkSchool: school.id, isPublic: true })),
      ),
    )
}
