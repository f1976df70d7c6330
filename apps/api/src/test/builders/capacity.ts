import { centreCapacities } from '../../db/schema'
import type { TestSchool } from './school'

/** The places a centre has for a level in a month (`month`: any date in it, stored as its 1st). */
export async function buildCapacity(
  school: TestSchool,
  opts: { centreId: number; levelId: number; month: string; capacity: number },
) {
  const [row] = await school.db
    .insert(centreCapacities)
    .values({
      fkSchool: school.id,
      fkCentre: opts.centreId,
      fkLevel: opts.levelId,
      date: `${opts.month.slice(0, 7)}-01`,
      capacity: opts.capacity,
    })
    .returning()
  return row
}
