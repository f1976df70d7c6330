import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  ilike,
  inArray,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { openEnquiryCondition } from '../../db/open-enquiry'
import {
  centreAddresses,
  centreLevels,
  centreNearbyPostcodes,
  centres,
  childClasses,
  classes,
  enquiries,
  levels,
  programs,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type CentreRow = typeof centres.$inferSelect
export type CentreAddressRow = typeof centreAddresses.$inferSelect
export type CentreWithAddresses = CentreRow & { addresses: CentreAddressRow[] }
export type NearbyPostcodeRow = typeof centreNearbyPostcodes.$inferSelect

/** A level and programme a centre offers, with their names and whether they are still running. */
export interface OfferedProgramme {
  id: number
  fkCentre: number
  fkLevel: number
  fkProgram: number
  active: boolean
  level: { id: number; label: string; active: boolean; fromMonth: number }
  program: { id: number; label: string; active: boolean; from: string }
}

/** The addresses of a list of centres, oldest first. */
export async function selectCentreAddresses(db: DbOrTx, centreIds: number[]): Promise<CentreAddressRow[]> {
  if (centreIds.length === 0) return []
  return db
    .select()
    .from(centreAddresses)
    .where(inArray(centreAddresses.fkCentre, [...new Set(centreIds)]))
    .orderBy(asc(centreAddresses.id))
}

/** Attaches addresses to a list of centres with one query for the whole list. */
export async function withAddresses(db: DbOrTx, rows: CentreRow[]): Promise<CentreWithAddresses[]> {
  const addresses = await selectCentreAddresses(
    db,
    rows.map((c) => c.id),
  )
  return rows.map((centre) => ({ ...centre, addresses: addresses.filter((a) => a.fkCentre === centre.id) }))
}

/** The levels and programmes the given centres offer, youngest level first, in one query. */
export async function selectOffered(db: DbOrTx, centreIds: number[]): Promise<OfferedProgramme[]> {
  if (centreIds.length === 0) return []
  return db
    .select({
      id: centreLevels.id,
      fkCentre: centreLevels.fkCentre,
      fkLevel: centreLevels.fkLevel,
      fkProgram: centreLevels.fkProgram,
      active: centreLevels.active,
      level: { id: levels.id, label: levels.label, active: levels.active, fromMonth: levels.fromMonth },
      program: { id: programs.id, label: programs.label, active: programs.active, from: programs.from },
    })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .innerJoin(programs, eq(programs.id, centreLevels.fkProgram))
    .where(inArray(centreLevels.fkCentre, centreIds))
    .orderBy(asc(levels.fromMonth), asc(levels.id), asc(programs.from), asc(programs.id))
}

/** The postal codes near the given centres, in one query. */
export function selectNearbyPostcodes(db: DbOrTx, centreIds: number[]): Promise<NearbyPostcodeRow[]> {
  if (centreIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(centreNearbyPostcodes)
    .where(inArray(centreNearbyPostcodes.fkCentre, centreIds))
    .orderBy(asc(centreNearbyPostcodes.postcode))
}

/** How many levels each of the given centres runs (active levels with an active programme), in one query. */
export async function selectLevelCounts(db: DbOrTx, centreIds: number[]): Promise<Map<number, number>> {
  if (centreIds.length === 0) return new Map()
  const rows = await db
    .select({ fkCentre: centreLevels.fkCentre, n: countDistinct(centreLevels.fkLevel) })
    .from(centreLevels)
    .innerJoin(levels, and(eq(levels.id, centreLevels.fkLevel), eq(levels.active, true)))
    .innerJoin(programs, and(eq(programs.id, centreLevels.fkProgram), eq(programs.active, true)))
    .where(inArray(centreLevels.fkCentre, centreIds))
    .groupBy(centreLevels.fkCentre)
  return new Map(rows.map((r) => [r.fkCentre, r.n]))
}

/** A school's centres matching `where`, sorted by label, with their addresses. */
export async function selectCentres(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
): Promise<CentreWithAddresses[]> {
  const rows = await db
    .select()
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), where))
    .orderBy(asc(centres.label), asc(centres.id))
  return withAddresses(db, rows)
}

/** One page of a school's centres matching `where`, sorted by label, and how many match in all. */
export async function selectCentresPage(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  page: LimitOffset,
): Promise<{ totalCount: number; rows: CentreWithAddresses[] }> {
  const condition = and(eq(centres.fkSchool, schoolId), where)
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(centres).where(condition),
    db
      .select()
      .from(centres)
      .where(condition)
      .orderBy(asc(centres.label), asc(centres.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, rows: await withAddresses(db, rows) }
}

/** Label or code containing the text, ignoring case; LIKE wildcards in the text are taken literally. */
export function searchCondition(text: string): SQL | undefined {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(ilike(centres.label, pattern), ilike(centres.code, pattern))
}

export async function selectCentre(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
): Promise<CentreRow | null> {
  const [row] = await db
    .select()
    .from(centres)
    .where(and(eq(centres.id, centreId), eq(centres.fkSchool, schoolId)))
  return row ?? null
}

/** The school's levels and programmes named by the pairs, for checking a centre's offer. */
export async function selectProgrammesOfSchool(db: DbOrTx, schoolId: number, programIds: number[]) {
  if (programIds.length === 0) return []
  return db
    .select({
      programId: programs.id,
      programActive: programs.active,
      levelId: levels.id,
      levelActive: levels.active,
    })
    .from(programs)
    .innerJoin(levels, eq(levels.id, programs.fkLevel))
    .where(
      and(inArray(programs.id, programIds), eq(programs.fkSchool, schoolId), eq(levels.fkSchool, schoolId)),
    )
}

/** Whether any child is (or was) placed in one of the centre's classes. */
export async function centreHasChildrenInClasses(db: DbOrTx, centreId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: childClasses.id })
    .from(childClasses)
    .innerJoin(classes, eq(classes.id, childClasses.fkClass))
    .where(eq(classes.fkCentre, centreId))
    .limit(1)
  return Boolean(row)
}

export async function centreHasClasses(db: DbOrTx, centreId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.fkCentre, centreId))
    .limit(1)
  return Boolean(row)
}

/** Whether a centre has an open enquiry: then it may be deactivated but not deleted. */
export async function centreHasOpenEnquiries(db: DbOrTx, centreId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.fkCentre, centreId), openEnquiryCondition()))
    .limit(1)
  return Boolean(row)
}

/** The id of the school's centre with this code; codes are stored upper case, older rows may not be. */
export async function selectCentreIdByCode(tx: Tx, schoolId: number, code: string): Promise<number | null> {
  const [other] = await tx
    .select({ id: centres.id })
    .from(centres)
    .where(and(eq(centres.fkSchool, schoolId), sql`upper(${centres.code}) = ${code}`))
  return other?.id ?? null
}

export type CentreValues = Omit<typeof centres.$inferInsert, 'id' | 'fkSchool'>

export async function insertCentre(tx: Tx, schoolId: number, values: CentreValues): Promise<CentreRow> {
  const [row] = await tx
    .insert(centres)
    .values({ ...values, fkSchool: schoolId })
    .returning()
  return row
}

export async function updateCentre(
  tx: Tx,
  centreId: number,
  values: Partial<CentreValues>,
): Promise<CentreRow> {
  const [row] = await tx.update(centres).set(values).where(eq(centres.id, centreId)).returning()
  return row
}

/** The centre, locked until the transaction ends; null when not of the school. */
export async function lockCentre(tx: Tx, schoolId: number, centreId: number): Promise<{ id: number } | null> {
  const [centre] = await tx
    .select({ id: centres.id })
    .from(centres)
    .where(and(eq(centres.id, centreId), eq(centres.fkSchool, schoolId)))
    .for('update')
  return centre ?? null
}

export async function deleteCentre(tx: Tx, centreId: number): Promise<void> {
  await tx.delete(centres).where(eq(centres.id, centreId))
}

export type AddressValues = Omit<typeof centreAddresses.$inferInsert, 'id' | 'fkSchool' | 'fkCentre'>

/** The centre's first address is the one the centre form edits: updated when there is one, else added. */
export async function upsertFirstAddress(
  tx: Tx,
  schoolId: number,
  centreId: number,
  values: AddressValues,
): Promise<void> {
  const [first] = await tx
    .select({ id: centreAddresses.id })
    .from(centreAddresses)
    .where(eq(centreAddresses.fkCentre, centreId))
    .orderBy(asc(centreAddresses.id))
    .limit(1)
  if (first) await tx.update(centreAddresses).set(values).where(eq(centreAddresses.id, first.id))
  else await tx.insert(centreAddresses).values({ ...values, fkSchool: schoolId, fkCentre: centreId })
}

/** Makes the centre's nearby postal codes exactly these. */
export async function replaceNearbyPostcodes(
  tx: Tx,
  schoolId: number,
  centreId: number,
  postcodes: string[],
) {
  await tx
    .delete(centreNearbyPostcodes)
    .where(
      and(
        eq(centreNearbyPostcodes.fkCentre, centreId),
        postcodes.length ? notInArray(centreNearbyPostcodes.postcode, postcodes) : undefined,
      ),
    )
  if (postcodes.length)
    await tx
      .insert(centreNearbyPostcodes)
      .values(postcodes.map((postcode) => ({ fkSchool: schoolId, fkCentre: centreId, postcode })))
      .onConflictDoNothing()
}

export interface OfferPair {
  fkLevel: number
  fkProgram: number
}

/** Makes the centre's offer exactly the given pairs: others are removed, kept ones are active again. */
export async function replaceOffer(tx: Tx, schoolId: number, centreId: number, offer: OfferPair[]) {
  const existing = await tx
    .select({ id: centreLevels.id, fkLevel: centreLevels.fkLevel, fkProgram: centreLevels.fkProgram })
    .from(centreLevels)
    .where(eq(centreLevels.fkCentre, centreId))
  const wanted = (row: OfferPair) =>
    offer.some((o) => o.fkLevel === row.fkLevel && o.fkProgram === row.fkProgram)
  const dropped = existing.filter((row) => !wanted(row)).map((row) => row.id)
  if (dropped.length) await tx.delete(centreLevels).where(inArray(centreLevels.id, dropped))
  if (offer.length)
    await tx
      .insert(centreLevels)
      .values(offer.map((o) => ({ ...o, fkSchool: schoolId, fkCentre: centreId, active: true })))
      .onConflictDoUpdate({
        target: [centreLevels.fkCentre, centreLevels.fkLevel, centreLevels.fkProgram],
        set: { active: true },
      })
}
