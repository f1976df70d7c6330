import { and, count, countDistinct, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { monthBounds } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { centreCapacities, childLevels, LIVE_SEAT_OFFER_STATUSES, seatOffers } from '../../db/schema'

export interface CentreLevelVacancy {
  capacity: number
  enrolled: number
  /** Seats held by live offers (offered, or registration under way) from this month or before. */
  offered: number
  vacancies: number
  available: boolean
}

export interface VacancyQuery {
  fkSchool: number
  fkLevel: number
  /** Any day of the month asked about (YYYY-MM-DD). */
  date: string
}

/**
 * Places of several centres for a level in the month of `date`, in three statements whatever the number of centres:
 * per centre, the newest active capacity planned from that month or before (0 when none), less the children placed
 * in a class of that centre and level during the month, less the seats held by live offers from that month or before.
 */
export async function centresLevelVacancy(
  db: DbOrTx,
  { fkSchool, fkLevel, date }: VacancyQuery,
  fkCentres: readonly number[],
): Promise<Map<number, CentreLevelVacancy>> {
  const result = new Map<number, CentreLevelVacancy>()
  if (fkCentres.length === 0) return result
  const { first, last } = monthBounds(date)
  const [planned, placed, held] = await Promise.all([
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
    enrolledCount(db, fkSchool, fkLevel, fkCentres, { first, last }),
    db
      .select({ fkCentre: seatOffers.fkCentre, offered: count() })
      .from(seatOffers)
      .where(
        and(
          eq(seatOffers.fkSchool, fkSchool),
          inArray(seatOffers.fkCentre, [...fkCentres]),
          eq(seatOffers.fkLevel, fkLevel),
          inArray(seatOffers.status, [...LIVE_SEAT_OFFER_STATUSES]),
          lte(seatOffers.month, first),
        ),
      )
      .groupBy(seatOffers.fkCentre),
  ])
  for (const fkCentre of fkCentres) {
    const capacity = planned.find((p) => p.fkCentre === fkCentre)?.capacity ?? 0
    const enrolled = Number(placed.find((p) => p.fkCentre === fkCentre)?.enrolled ?? 0)
    const offered = Number(held.find((p) => p.fkCentre === fkCentre)?.offered ?? 0)
    const vacancies = Math.max(0, capacity - enrolled - offered)
    result.set(fkCentre, { capacity, enrolled, offered, vacancies, available: vacancies > 0 })
  }
  return result
}

/**
 * The seats enrolled children hold at centres for a level, each from its first to its last day (null: open): the one
 * definition of "enrolled" that the vacancy and the planning screen count. A seat is a `child_levels` row, held from
 * enrolment whether or not the child is in a class yet.
 */
export function enrolmentSeats(
  db: DbOrTx,
  fkSchool: number,
  fkLevel: number | readonly number[],
  fkCentres: readonly number[],
) {
  return db
    .select({
      fkCentre: childLevels.fkCentre,
      fkLevel: childLevels.fkLevel,
      fkChild: childLevels.fkChild,
      from: childLevels.from,
      to: childLevels.to,
      moveReason: childLevels.moveReason,
    })
    .from(childLevels)
    .where(
      and(
        eq(childLevels.fkSchool, fkSchool),
        inArray(childLevels.fkCentre, [...fkCentres]),
        typeof fkLevel === 'number'
          ? eq(childLevels.fkLevel, fkLevel)
          : inArray(childLevels.fkLevel, [...fkLevel]),
      ),
    )
    .as('enrolment_seats')
}

/** Enrolled children per centre (of `fkCentres`) whose seat overlaps the days `first` to `last`. */
function enrolledCount(
  db: DbOrTx,
  fkSchool: number,
  fkLevel: number,
  fkCentres: readonly number[],
  { first, last }: { first: string; last: string },
) {
  const seats = enrolmentSeats(db, fkSchool, fkLevel, fkCentres)
  return db
    .select({ fkCentre: seats.fkCentre, enrolled: countDistinct(seats.fkChild) })
    .from(seats)
    .where(and(lte(seats.from, last), or(isNull(seats.to), gte(seats.to, first))))
    .groupBy(seats.fkCentre)
}

/** Places of one centre for a level in the month of `date` (see centresLevelVacancy). */
export async function centreLevelVacancy(
  db: DbOrTx,
  query: VacancyQuery & { fkCentre: number },
): Promise<CentreLevelVacancy> {
  return (await centresLevelVacancy(db, query, [query.fkCentre])).get(query.fkCentre)!
}

/** Where and when a vacancy is asked: a centre, a level and any day of a month. */
export interface VacancyCell {
  fkCentre: number
  fkLevel: number
  date: string
}

/** The key of a cell in centreLevelVacancies' answer: centre, level and the month's first day. */
export const vacancyKey = (c: VacancyCell) => `${c.fkCentre}:${c.fkLevel}:${monthBounds(c.date).first}`

/**
 * Places of many (centre, level, month) cells in one statement whatever their number: the same three counts as
 * centresLevelVacancy, per cell, each an index read of its centre and level (the vacancy tab asks for every level
 * over twelve months, the parent's positions for twelve months of each queue; decision 0030).
 */
export async function centreLevelVacancies(
  db: DbOrTx,
  fkSchool: number,
  cells: readonly VacancyCell[],
): Promise<Map<string, CentreLevelVacancy>> {
  const result = new Map<string, CentreLevelVacancy>()
  if (cells.length === 0) return result
  const unique = [...new Map(cells.map((c) => [vacancyKey(c), c])).values()]
  const bounds = unique.map((c) => monthBounds(c.date))
  const live = sql.raw(LIVE_SEAT_OFFER_STATUSES.map((s) => `'${s}'`).join(', '))
  const rows = await db.execute<{ key: string; capacity: number; enrolled: number; offered: number }>(sql`
    select m.centre || ':' || m.level || ':' || to_char(m.first, 'YYYY-MM-DD') as key,
      coalesce((select c.capacity from ${centreCapacities} c
        where c.fk_school = ${fkSchool} and c.fk_centre = m.centre and c.fk_level = m.level and c.active
          and c.date <= m.first
        order by c.date desc, c.id desc limit 1), 0)::int as capacity,
      (select count(distinct s.fk_child) from ${childLevels} s
        where s.fk_school = ${fkSchool} and s.fk_centre = m.centre and s.fk_level = m.level
          and s.from_date <= m.last and (s.to_date is null or s.to_date >= m.first))::int as enrolled,
      (select count(*) from ${seatOffers} o
        where o.fk_school = ${fkSchool} and o.fk_centre = m.centre and o.fk_level = m.level
          and o.status in (${live}) and o.month <= m.first)::int as offered
    from unnest(${sql.param(unique.map((c) => c.fkCentre))}::int[], ${sql.param(unique.map((c) => c.fkLevel))}::int[],
      ${sql.param(bounds.map((b) => b.first))}::date[], ${sql.param(bounds.map((b) => b.last))}::date[])
      as m(centre, level, first, last)`)
  for (const row of rows.rows) {
    const [capacity, enrolled, offered] = [row.capacity, row.enrolled, row.offered].map(Number)
    const vacancies = Math.max(0, capacity - enrolled - offered)
    result.set(row.key, { capacity, enrolled, offered, vacancies, available: vacancies > 0 })
  }
  return result
}

/**
 * Serialises every change to the seats of a centre and level until the transaction ends: two offers of the last
 * seat made at once queue here, and the second counts the first's seat (PostgreSQL's two-key advisory lock space,
 * which pg-boss's one-key locks do not share).
 */
export async function lockCentreLevelSeats(db: DbOrTx, fkCentre: number, fkLevel: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${fkCentre}::int, ${fkLevel}::int)`)
}

export type SeatOfferRow = typeof seatOffers.$inferSelect

export async function insertSeatOffer(
  db: DbOrTx,
  row: typeof seatOffers.$inferInsert,
): Promise<SeatOfferRow> {
  const [offer] = await db.insert(seatOffers).values(row).returning()
  return offer!
}

/** Moves an enquiry's live offer to `status`; undefined when it has none. */
export async function updateLiveSeatOffer(
  db: DbOrTx,
  fkSchool: number,
  fkEnquiry: number,
  status: SeatOfferRow['status'],
): Promise<SeatOfferRow | undefined> {
  const [offer] = await db
    .update(seatOffers)
    .set({ status })
    .where(
      and(
        eq(seatOffers.fkSchool, fkSchool),
        eq(seatOffers.fkEnquiry, fkEnquiry),
        inArray(seatOffers.status, [...LIVE_SEAT_OFFER_STATUSES]),
      ),
    )
    .returning()
  return offer
}

export async function selectLiveSeatOffer(
  db: DbOrTx,
  fkSchool: number,
  fkEnquiry: number,
): Promise<SeatOfferRow | undefined> {
  const [offer] = await db
    .select()
    .from(seatOffers)
    .where(
      and(
        eq(seatOffers.fkSchool, fkSchool),
        eq(seatOffers.fkEnquiry, fkEnquiry),
        inArray(seatOffers.status, [...LIVE_SEAT_OFFER_STATUSES]),
      ),
    )
  return offer
}
