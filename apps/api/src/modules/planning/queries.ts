import { and, countDistinct, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm'
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

export interface VacancyQuery {
  fkSchool: number
  fkLevel: number
  /** Any day of the month asked about (YYYY-MM-DD). */
  date: string
}

/**
 * Places of several centres for a level in the month of `date`, in two statements whatever the number of centres:
 * per centre, the newest active capacity planned from that month or before (0 when none), less the children placed
 * in a class of that centre and level during the month.
 */
export async function centresLevelVacancy(
  db: DbOrTx,
  { fkSchool, fkLevel, date }: VacancyQuery,
  fkCentres: readonly number[],
): Promise<Map<number, CentreLevelVacancy>> {
  const result = new Map<number, CentreLevelVacancy>()
  if (fkCentres.length === 0) return result
  const { first, last } = monthBounds(date)
  const [planned, placed] = await Promise.all([
    db
      .selectDistinctOn([centreCapacities.fkCentre], {
        fkCentre: centreCapacities.fkCentre,
        capacity: centreCapacities.capacity,
      })
      .from(centreCapacities)
      .where(
        and(
          eq(centreCapacities.fkSchool, fkSchool),
          inArray(centreCapacities.fkCentre, [...fkCentres]),
          eq(centreCapacities.fkLevel, fkLevel),
          eq(centreCapacities.active, true),
          lte(centreCapacities.date, first),
        ),
      )
      .orderBy(centreCapacities.fkCentre, desc(centreCapacities.date), desc(centreCapacities.id)),
    db
      .select({ fkCentre: classes.fkCentre, enrolled: countDistinct(childClasses.fkChild) })
      .from(childClasses)
      .innerJoin(classes, eq(classes.id, childClasses.fkClass))
      .where(
        and(
          eq(childClasses.fkSchool, fkSchool),
          eq(classes.fkSchool, fkSchool),
          inArray(classes.fkCentre, [...fkCentres]),
          eq(classes.fkLevel, fkLevel),
          lte(childClasses.from, last),
          or(isNull(childClasses.to), gte(childClasses.to, first)),
        ),
      )
      .groupBy(classes.fkCentre),
  ])
  for (const fkCentre of fkCentres) {
    const capacity = planned.find((p) => p.fkCentre === fkCentre)?.capacity ?? 0
    const enrolled = Number(placed.find((p) => p.fkCentre === fkCentre)?.enrolled ?? 0)
    const vacancies = Math.max(0, capacity - enrolled)
    result.set(fkCentre, { capacity, enrolled, vacancies, available: vacancies > 0 })
  }
  return result
}

/** Places of one centre for a level in the month of `date` (see centresLevelVacancy). */
export async function centreLevelVacancy(
  db: DbOrTx,
  query: VacancyQuery & { fkCentre: number },
): Promise<CentreLevelVacancy> {
  return (await centresLevelVacancy(db, query, [query.fkCentre])).get(query.fkCentre)!
}
