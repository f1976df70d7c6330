import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { busChildren, busDrivers, buses, centres, childLevels, children } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

/** LIKE wildcards in a search are taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The children a centre's buses may carry: holding a seat at the centre today or from a later date (`child_levels`).
 * The one place that says who a centre's children are for buses.
 */
export function childAtCentre(centreId: number, today: string): SQL {
  return sql`exists (select 1 from ${childLevels}
    where ${childLevels.fkChild} = ${children.id} and ${childLevels.fkCentre} = ${centreId}
      and (${childLevels.to} is null or ${childLevels.to} >= ${today}))`
}

const centreColumns = { ID: centres.id, label: centres.label, code: centres.code }

export type BusDriverRow = typeof busDrivers.$inferSelect & {
  centre: { ID: number; label: string; code: string }
}
export type BusRow = typeof buses.$inferSelect & {
  centre: { ID: number; label: string; code: string }
  driver: BusDriverRow | null
}

const driverCentre = alias(centres, 'driver_centre')

/** Buses with their centre and driver, in one statement. */
function busSelect(db: DbOrTx) {
  return db
    .select({
      bus: buses,
      centre: centreColumns,
      driver: busDrivers,
      driverCentre: { ID: driverCentre.id, label: driverCentre.label, code: driverCentre.code },
    })
    .from(buses)
    .innerJoin(centres, eq(centres.id, buses.fkCentre))
    .leftJoin(busDrivers, eq(busDrivers.id, buses.fkBusDriver))
    .leftJoin(driverCentre, eq(driverCentre.id, busDrivers.fkCentre))
}

type BusSelectRow = Awaited<ReturnType<ReturnType<typeof busSelect>['execute']>>[number]
const toBusRow = (r: BusSelectRow): BusRow => ({
  ...r.bus,
  centre: r.centre,
  driver: r.driver && r.driverCentre ? { ...r.driver, centre: r.driverCentre } : null,
})

/** One page of a school's buses matching `where`, by centre and plate, and how many match. */
export async function selectBusesPage(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  page: LimitOffset,
) {
  const condition = and(eq(buses.fkSchool, schoolId), where)
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(buses).where(condition),
    busSelect(db)
      .where(condition)
      .orderBy(asc(buses.fkCentre), asc(buses.plateNumber))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, rows: rows.map(toBusRow) }
}

export const busSearch = (text: string) => ilike(buses.plateNumber, containing(text.replace(/\s/g, '')))

export async function selectBus(db: DbOrTx, schoolId: number, busId: number): Promise<BusRow | null> {
  const [row] = await busSelect(db).where(and(eq(buses.fkSchool, schoolId), eq(buses.id, busId)))
  return row ? toBusRow(row) : null
}

/** The children of the given buses, by last and first name. */
export function selectBusChildren(db: DbOrTx, busIds: number[]) {
  return db
    .select({
      fkBus: busChildren.fkBus,
      ID: children.id,
      firstname: children.firstname,
      lastname: children.lastname,
    })
    .from(busChildren)
    .innerJoin(children, eq(children.id, busChildren.fkChild))
    .where(inArray(busChildren.fkBus, busIds))
    .orderBy(asc(children.lastname), asc(children.firstname), asc(children.id))
}

/** A centre's children on no bus, by last and first name. */
export function selectChildrenWithoutBus(db: DbOrTx, schoolId: number, centreId: number, today: string) {
  return db
    .select({ ID: children.id, firstname: children.firstname, lastname: children.lastname })
    .from(children)
    .where(
      and(
        eq(children.fkSchool, schoolId),
        eq(children.active, true),
        childAtCentre(centreId, today),
        sql`not exists (select 1 from ${busChildren} where ${busChildren.fkChild} = ${children.id})`,
      ),
    )
    .orderBy(asc(children.lastname), asc(children.firstname), asc(children.id))
}

/** Of the given children, those at the centre (active, of the school). */
export async function selectChildIdsAtCentre(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  childIds: number[],
  today: string,
): Promise<number[]> {
  if (childIds.length === 0) return []
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .where(
      and(
        eq(children.fkSchool, schoolId),
        eq(children.active, true),
        inArray(children.id, childIds),
        childAtCentre(centreId, today),
      ),
    )
  return rows.map((r) => r.id)
}

/** Whether any of the children is on a bus other than `busId`. */
export async function anyOnAnotherBus(
  db: DbOrTx,
  childIds: number[],
  busId: number | null,
): Promise<boolean> {
  if (childIds.length === 0) return false
  const [row] = await db
    .select({ id: busChildren.id })
    .from(busChildren)
    .where(
      and(inArray(busChildren.fkChild, childIds), busId === null ? undefined : ne(busChildren.fkBus, busId)),
    )
    .limit(1)
  return row !== undefined
}

export async function insertBus(db: DbOrTx, values: typeof buses.$inferInsert): Promise<number> {
  const [row] = await db.insert(buses).values(values).returning({ id: buses.id })
  return row.id
}

export async function updateBus(
  db: DbOrTx,
  schoolId: number,
  busId: number,
  values: Pick<typeof buses.$inferInsert, 'fkCentre' | 'plateNumber' | 'fkBusDriver'>,
) {
  await db
    .update(buses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(buses.fkSchool, schoolId), eq(buses.id, busId)))
}

/** The bus's children become exactly `childIds`. */
export async function replaceBusChildren(db: DbOrTx, schoolId: number, busId: number, childIds: number[]) {
  await db.delete(busChildren).where(eq(busChildren.fkBus, busId))
  if (childIds.length > 0)
    await db
      .insert(busChildren)
      .values(childIds.map((fkChild) => ({ fkSchool: schoolId, fkBus: busId, fkChild })))
}

export async function deleteBus(db: DbOrTx, schoolId: number, busId: number): Promise<boolean> {
  const rows = await db
    .delete(buses)
    .where(and(eq(buses.fkSchool, schoolId), eq(buses.id, busId)))
    .returning({ id: buses.id })
  return rows.length > 0
}

/* Drivers */

function driverSelect(db: DbOrTx) {
  return db
    .select({ driver: busDrivers, centre: centreColumns })
    .from(busDrivers)
    .innerJoin(centres, eq(centres.id, busDrivers.fkCentre))
}
const toDriverRow = (r: { driver: typeof busDrivers.$inferSelect; centre: BusDriverRow['centre'] }) => ({
  ...r.driver,
  centre: r.centre,
})

/** One page of a school's drivers matching `where`, newest first, and how many match. */
export async function selectDriversPage(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  page: LimitOffset,
) {
  const condition = and(eq(busDrivers.fkSchool, schoolId), where)
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(busDrivers).where(condition),
    driverSelect(db)
      .where(condition)
      .orderBy(desc(busDrivers.createdAt), desc(busDrivers.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, rows: rows.map(toDriverRow) }
}

export const driverSearch = (text: string) =>
  or(ilike(busDrivers.firstname, containing(text)), ilike(busDrivers.lastname, containing(text)))

export async function selectDriver(
  db: DbOrTx,
  schoolId: number,
  driverId: number,
): Promise<BusDriverRow | null> {
  const [row] = await driverSelect(db).where(
    and(eq(busDrivers.fkSchool, schoolId), eq(busDrivers.id, driverId)),
  )
  return row ? toDriverRow(row) : null
}

export async function insertDriver(db: DbOrTx, values: typeof busDrivers.$inferInsert): Promise<number> {
  const [row] = await db.insert(busDrivers).values(values).returning({ id: busDrivers.id })
  return row.id
}

export async function updateDriver(
  db: DbOrTx,
  schoolId: number,
  driverId: number,
  values: Omit<typeof busDrivers.$inferInsert, 'fkSchool'>,
) {
  await db
    .update(busDrivers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(busDrivers.fkSchool, schoolId), eq(busDrivers.id, driverId)))
}

/** A driver moved to another centre leaves the buses of their old one. */
export async function unassignDriverElsewhere(db: DbOrTx, driverId: number, centreId: number) {
  await db
    .update(buses)
    .set({ fkBusDriver: null, updatedAt: new Date() })
    .where(and(eq(buses.fkBusDriver, driverId), ne(buses.fkCentre, centreId)))
}

export async function deleteDriver(db: DbOrTx, schoolId: number, driverId: number): Promise<boolean> {
  const rows = await db
    .delete(busDrivers)
    .where(and(eq(busDrivers.fkSchool, schoolId), eq(busDrivers.id, driverId)))
    .returning({ id: busDrivers.id })
  return rows.length > 0
}

/** A driver's centre, to check a bus takes a driver of its own centre. */
export async function selectDriverCentre(
  db: DbOrTx,
  schoolId: number,
  driverId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ fkCentre: busDrivers.fkCentre })
    .from(busDrivers)
    .where(and(eq(busDrivers.fkSchool, schoolId), eq(busDrivers.id, driverId)))
  return row?.fkCentre ?? null
}
