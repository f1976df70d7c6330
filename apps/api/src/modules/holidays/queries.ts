import { and, asc, eq, gte, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { centres, childClasses, childRelations, classes, holidayCentres, holidays } from '../../db/schema'

export type HolidayRow = typeof holidays.$inferSelect
export interface HolidayCentreRow {
  id: number
  fkHoliday: number
  fkCentre: number
  centreLabel: string
}
export type HolidayWithCentres = HolidayRow & { centres: HolidayCentreRow[] }

/** Holidays sharing at least one day with from..to (YYYY-MM-DD, both inclusive). */
export const overlapping = (from: string, to: string): SQL =>
  and(lte(holidays.from, to), gte(holidays.to, from)) as SQL

/** Holidays that close one of the centres: public ones close them all. */
export function closingAnyOf(centreIds: readonly number[]): SQL {
  if (centreIds.length === 0) return eq(holidays.isPublic, true)
  return or(
    eq(holidays.isPublic, true),
    sql`exists (select 1 from ${holidayCentres} where ${holidayCentres.fkHoliday} = ${holidays.id} and ${inArray(holidayCentres.fkCentre, [...centreIds])})`,
  ) as SQL
}

/** The school's holidays matching `where`, sorted by start, with their centres sorted by label. */
export async function selectHolidays(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
): Promise<HolidayWithCentres[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(and(eq(holidays.fkSchool, schoolId), where))
    .orderBy(asc(holidays.from), asc(holidays.to), asc(holidays.id))
  if (rows.length === 0) return []
  const links = await db
    .select({
      id: holidayCentres.id,
      fkHoliday: holidayCentres.fkHoliday,
      fkCentre: holidayCentres.fkCentre,
      centreLabel: centres.label,
    })
    .from(holidayCentres)
    .innerJoin(centres, eq(centres.id, holidayCentres.fkCentre))
    .where(
      inArray(
        holidayCentres.fkHoliday,
        rows.map((h) => h.id),
      ),
    )
    .orderBy(asc(centres.label), asc(centres.id))
  return rows.map((holiday) => ({ ...holiday, centres: links.filter((l) => l.fkHoliday === holiday.id) }))
}

export async function selectHoliday(
  db: DbOrTx,
  schoolId: number,
  holidayId: number,
): Promise<HolidayWithCentres | null> {
  const [holiday] = await selectHolidays(db, schoolId, eq(holidays.id, holidayId))
  return holiday ?? null
}

/** Locks the school's holiday row for the rest of the transaction; null when the school has no such holiday. */
export async function lockHoliday(db: DbOrTx, schoolId: number, holidayId: number) {
  const [row] = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(and(eq(holidays.id, holidayId), eq(holidays.fkSchool, schoolId)))
    .for('update')
  return row ?? null
}

/** Which of the given ids are centres of the school. */
export async function schoolCentreIds(db: DbOrTx, schoolId: number, centreIds: readonly number[]) {
  if (centreIds.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: centres.id })
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), inArray(centres.id, [...centreIds])))
  return new Set(rows.map((r) => r.id))
}

/** The centres where the user's children (as parent or guardian) are in a class at some point of from..to. */
export async function childrensCentreIds(
  db: DbOrTx,
  schoolId: number,
  userId: number,
  from: string,
  to: string,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: classes.fkCentre })
    .from(childRelations)
    .innerJoin(childClasses, eq(childClasses.fkChild, childRelations.fkChild))
    .innerJoin(classes, eq(classes.id, childClasses.fkClass))
    .where(
      and(
        eq(childRelations.fkUser, userId),
        eq(childRelations.fkSchool, schoolId),
        eq(classes.fkSchool, schoolId),
        lte(childClasses.from, to),
        or(isNull(childClasses.to), gte(childClasses.to, from)),
      ),
    )
  return rows.map((r) => r.id)
}

/** Makes the holiday's centre links exactly `centreIds`. */
export async function replaceHolidayCentres(tx: Tx, holidayId: number, centreIds: readonly number[]) {
  await tx
    .delete(holidayCentres)
    .where(
      and(
        eq(holidayCentres.fkHoliday, holidayId),
        centreIds.length ? notInArray(holidayCentres.fkCentre, [...centreIds]) : undefined,
      ),
    )
  if (centreIds.length === 0) return
  await tx
    .insert(holidayCentres)
    .values(centreIds.map((fkCentre) => ({ fkHoliday: holidayId, fkCentre })))
    .onConflictDoNothing()
}

export type HolidayValues = Omit<typeof holidays.$inferInsert, 'id' | 'fkSchool'>

export async function insertHoliday(tx: Tx, schoolId: number, values: HolidayValues): Promise<number> {
  const [created] = await tx
    .insert(holidays)
    .values({ ...values, fkSchool: schoolId })
    .returning({ id: holidays.id })
  return created.id
}

export async function updateHoliday(tx: Tx, holidayId: number, values: HolidayValues): Promise<void> {
  await tx.update(holidays).set(values).where(eq(holidays.id, holidayId))
}

/** Deletes the school's holiday; its centre links go with it (on delete cascade). */
export async function deleteHolidayRow(tx: Tx, schoolId: number, holidayId: number): Promise<void> {
  await tx.delete(holidays).where(and(eq(holidays.id, holidayId), eq(holidays.fkSchool, schoolId)))
}

/** Whether a holiday of the school still shows the photo. */
export async function photoStillShown(db: DbOrTx, schoolId: number, key: string): Promise<boolean> {
  const [shown] = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(and(eq(holidays.fkSchool, schoolId), eq(holidays.holidayImageKey, key)))
    .limit(1)
  return Boolean(shown)
}
