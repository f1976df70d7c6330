import { and, countDistinct, desc, eq, gte, isNull, lte, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centreCapacities, childClasses, classes } from '../../db/schema'

export interface CentreLevelVacancy {
  capacity: number
  enrolled: number
  vacancies: number
  available: boolean
}

/** The first and last day (YYYY-MM-DD) of the month of a date. */
export function monthBounds(date: string): { first: string; last: string } {
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  // Day 0 of the next month is the last day of this one; UTC keeps the server's time zone out of it.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const prefix = date.slice(0, 7)
  return { first: `${prefix}-01`, last: `${prefix}-${String(lastDay).padStart(2, '0')}` }
}

/**
 * Places of a centre for a level in the month of `date`: the newest active capacity planned from that month or
 * before (0 when none), less the children placed in a class of that centre and level during the month.
 */
export async function centreLevelVacancy(
  db: DbOrTx,
  {
    fkSchool,
    fkCentre,
    fkLevel,
    date,
  }: { fkSchool: number; fkCentre: number; fkLevel: number; date: string },
): Promise<CentreLevelVacancy> {
  const { first, last } = monthBounds(date)
  const [planned] = await db
    .select({ capacity: centreCapacities.capacity })
    .from(centreCapacities)
    .where(
      and(
        eq(centreCapacities.fkSchool, fkSchool),
        eq(centreCapacities.fkCentre, fkCentre),
        eq(centreCapacities.fkLevel, fkLevel),
        eq(centreCapacities.active, true),
        lte(centreCapacities.date, first),
      ),
    )
    .orderBy(desc(centreCapacities.date), desc(centreCapacities.id))
    .limit(1)
  const [placed] = await db
    .select({ enrolled: countDistinct(childClasses.fkChild) })
    .from(childClasses)
    .innerJoin(classes, eq(classes.id, childClasses.fkClass))
    .where(
      and(
        eq(childClasses.fkSchool, fkSchool),
        eq(classes.fkSchool, fkSchool),
        eq(classes.fkCentre, fkCentre),
        eq(classes.fkLevel, fkLevel),
        lte(childClasses.from, last),
        or(isNull(childClasses.to), gte(childClasses.to, first)),
      ),
    )
  const capacity = planned?.capacity ?? 0
  const enrolled = Number(placed?.enrolled ?? 0)
  const vacancies = Math.max(0, capacity - enrolled)
  return { capacity, enrolled, vacancies, available: vacancies > 0 }
}
