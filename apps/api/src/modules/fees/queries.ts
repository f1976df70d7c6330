import { addDays } from '@preschool/domain'
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centreLevels,
  centres,
  childLevels,
  feeDraftItems,
  feeDraftLogs,
  feeDrafts,
  feeGroups,
  feeTiers,
  fees,
  levels,
  programs,
  users,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

/* Groups and tiers */

export const selectFeeGroups = (db: DbOrTx, schoolId: number) =>
  db.select().from(feeGroups).where(eq(feeGroups.fkSchool, schoolId)).orderBy(asc(feeGroups.groupCode))

export async function selectFeeGroupId(
  db: DbOrTx,
  schoolId: number,
  groupId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: feeGroups.id })
    .from(feeGroups)
    .where(and(eq(feeGroups.fkSchool, schoolId), eq(feeGroups.id, groupId)))
  return row?.id ?? null
}

/** Whether a tier has an open (draft or pending) request: the tier's `pending` flag. */
const openDraftOf = sql<boolean>`exists (select 1 from ${feeDrafts} where ${feeDrafts.fkFeeTier} = ${feeTiers.id}
  and ${feeDrafts.status} in ('draft', 'pending'))`

export type FeeTierRow = Awaited<ReturnType<typeof selectFeeTiers>>[number]

/** A school's tiers matching `where`, by centre and registration start, with their group and centre. */
export function selectFeeTiers(db: DbOrTx, schoolId: number, where: SQL | undefined) {
  return db
    .select({
      tier: feeTiers,
      group: feeGroups,
      centre: { ID: centres.id, label: centres.label },
      pending: openDraftOf,
    })
    .from(feeTiers)
    .innerJoin(feeGroups, eq(feeGroups.id, feeTiers.fkGroup))
    .innerJoin(centres, eq(centres.id, feeTiers.fkCentre))
    .where(and(eq(feeTiers.fkSchool, schoolId), where))
    .orderBy(asc(centres.label), asc(feeTiers.effectiveForRegistrationFrom), asc(feeTiers.id))
}

/** Tiers whose registration window has begun and not ended by `day`. */
export const tierOpenOn = (day: string) =>
  and(
    eq(feeTiers.active, true),
    lte(feeTiers.effectiveForRegistrationFrom, day),
    or(isNull(feeTiers.effectiveForRegistrationTo), gte(feeTiers.effectiveForRegistrationTo, day)),
  )

/** Fees in effect on `day`: started, and not ended before it. */
export const feeInEffectOn = (day: string) =>
  and(lte(fees.effectiveFrom, day), or(isNull(fees.effectiveTo), gte(fees.effectiveTo, day)))

/**
 * Tiers opening after `day`, or holding a fee that starts after it; a new tier waiting for approval (inactive with
 * its open request) is among them, shown as pending, though no family gets it yet.
 */
export const tierUpcomingAfter = (day: string) =>
  and(
    or(eq(feeTiers.active, true), openDraftOf),
    or(
      gt(feeTiers.effectiveForRegistrationFrom, day),
      sql`exists (select 1 from ${fees} where ${fees.fkFeeTier} = ${feeTiers.id} and ${fees.effectiveFrom} > ${day})`,
    ),
  )

export async function selectFeeTier(db: DbOrTx, schoolId: number, tierId: number) {
  const [row] = await selectFeeTiers(db, schoolId, eq(feeTiers.id, tierId))
  return row ?? null
}

/** Activates a tier added inactive pending approval; false if it was active already (a fee change request). */
export async function activateFeeTier(db: DbOrTx, tierId: number): Promise<boolean> {
  const rows = await db
    .update(feeTiers)
    .set({ active: true })
    .where(and(eq(feeTiers.id, tierId), eq(feeTiers.active, false)))
    .returning({ id: feeTiers.id })
  return rows.length > 0
}

export async function insertFeeTier(db: DbOrTx, values: typeof feeTiers.$inferInsert): Promise<number> {
  const [row] = await db.insert(feeTiers).values(values).returning({ id: feeTiers.id })
  return row.id
}

/* Fees */

const feeColumns = {
  id: fees.id,
  fkFeeTier: fees.fkFeeTier,
  fkLevel: fees.fkLevel,
  fkProgram: fees.fkProgram,
  nationality: fees.nationality,
  amount: fees.amount,
  effectiveFrom: fees.effectiveFrom,
  effectiveTo: fees.effectiveTo,
  level: { ID: levels.id, label: levels.label, fromMonth: levels.fromMonth },
  program: { ID: programs.id, label: programs.label },
}
export type FeeRow = Awaited<ReturnType<typeof selectFees>>[number]

/** Fees in effect on `day` (`upcoming`: starting after it) of the given tiers. */
export function selectFees(db: DbOrTx, tierIds: number[], day: string, upcoming: boolean) {
  const when = upcoming
    ? gt(fees.effectiveFrom, day)
    : and(lte(fees.effectiveFrom, day), or(isNull(fees.effectiveTo), gte(fees.effectiveTo, day)))
  return db
    .select(feeColumns)
    .from(fees)
    .innerJoin(levels, eq(levels.id, fees.fkLevel))
    .innerJoin(programs, eq(programs.id, fees.fkProgram))
    .where(and(inArray(fees.fkFeeTier, tierIds), when))
}

export async function insertFees(db: DbOrTx, rows: (typeof fees.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(fees).values(rows)
}

/**
 * A new fee from its date: it replaces a fee starting that same day, ends the fee covering that day the day before,
 * and applies until the day before the next fee already scheduled (an approved later change keeps its date).
 */
export async function replaceFeeFrom(db: DbOrTx, key: typeof fees.$inferInsert, dayBefore: string) {
  const same = and(
    eq(fees.fkFeeTier, key.fkFeeTier),
    eq(fees.fkLevel, key.fkLevel),
    eq(fees.fkProgram, key.fkProgram),
    eq(fees.nationality, key.nationality),
  )
  await db.delete(fees).where(and(same, eq(fees.effectiveFrom, key.effectiveFrom)))
  const [next] = await db
    .select({ effectiveFrom: fees.effectiveFrom })
    .from(fees)
    .where(and(same, gt(fees.effectiveFrom, key.effectiveFrom)))
    .orderBy(asc(fees.effectiveFrom))
    .limit(1)
  await db
    .update(fees)
    .set({ effectiveTo: dayBefore })
    .where(
      and(
        same,
        lt(fees.effectiveFrom, key.effectiveFrom),
        or(isNull(fees.effectiveTo), gte(fees.effectiveTo, key.effectiveFrom)),
      ),
    )
  await db.insert(fees).values({ ...key, effectiveTo: next ? addDays(next.effectiveFrom, -1) : null })
}

/** Which (level, programme) pairs of the list the centre offers, as 'level/program' keys. */
export async function selectOfferedPairs(db: DbOrTx, centreId: number, levelIds: number[]) {
  if (levelIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ fkLevel: centreLevels.fkLevel, fkProgram: centreLevels.fkProgram })
    .from(centreLevels)
    .innerJoin(
      programs,
      and(eq(programs.id, centreLevels.fkProgram), eq(programs.fkLevel, centreLevels.fkLevel)),
    )
    .where(and(eq(centreLevels.fkCentre, centreId), inArray(centreLevels.fkLevel, levelIds)))
  return new Set(rows.map((r) => `${r.fkLevel}/${r.fkProgram}`))
}

/**
 * A child's placement that holds on `day`: with the class's centre, who a centre's children are for fees (a tier's
 * children per level, whom a change affects). The one place to switch to `child_levels` when they land.
 */
export const placedOn = (day: string): SQL =>
  sql`${childLevels.from} <= ${day} and (${childLevels.to} is null or ${childLevels.to} >= ${day})`

/** Children per level today at the tiers' centres, as centre -> level -> count. */
export async function selectChildrenPerLevel(db: DbOrTx, schoolId: number, centreIds: number[], day: string) {
  if (centreIds.length === 0) return []
  return (
    db
      .select({
        fkCentre: childLevels.fkCentre,
        level: { ID: levels.id, label: levels.label },
        n: sql<number>`count(distinct ${childLevels.fkChild})::int`,
      })
      .from(childLevels)
      .innerJoin(levels, eq(levels.id, childLevels.fkLevel))
      // The school first: the seats are read from the (school, centre, level, from, to, child) index alone.
      .where(and(eq(childLevels.fkSchool, schoolId), inArray(childLevels.fkCentre, centreIds), placedOn(day)))
      .groupBy(childLevels.fkCentre, levels.id, levels.label)
      .orderBy(asc(levels.fromMonth))
  )
}

/* Drafts */

export type FeeDraftRow = typeof feeDrafts.$inferSelect

export async function insertFeeDraft(db: DbOrTx, values: typeof feeDrafts.$inferInsert): Promise<number> {
  const [row] = await db.insert(feeDrafts).values(values).returning({ id: feeDrafts.id })
  return row.id
}

/** A draft of the school; `lock` holds its row until the transaction ends, for a step that changes or decides it. */
export async function selectFeeDraft(
  db: DbOrTx,
  schoolId: number,
  draftId: number,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(feeDrafts)
    .where(and(eq(feeDrafts.fkSchool, schoolId), eq(feeDrafts.id, draftId)))
  const [row] = await (opts.lock ? query.for('update') : query)
  return row ?? null
}

/** Moves a draft from one status to another only if it still stands there; null when it did not. */
export async function moveFeeDraft(
  db: DbOrTx,
  draftId: number,
  from: string,
  set: Partial<typeof feeDrafts.$inferInsert>,
): Promise<FeeDraftRow | null> {
  const [row] = await db
    .update(feeDrafts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(feeDrafts.id, draftId), eq(feeDrafts.status, from)))
    .returning()
  return row ?? null
}

/** One page of drafts matching `where`, newest first, with how many match and how many are pending. */
export async function selectFeeDraftsPage(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  reach: SQL,
  page: LimitOffset,
) {
  const condition = and(eq(feeDrafts.fkSchool, schoolId), reach, where)
  const [[total], [pending], rows] = await Promise.all([
    db.select({ n: count() }).from(feeDrafts).where(condition),
    db
      .select({ n: count() })
      .from(feeDrafts)
      .where(and(eq(feeDrafts.fkSchool, schoolId), reach, eq(feeDrafts.status, 'pending'))),
    db
      .select()
      .from(feeDrafts)
      .where(condition)
      .orderBy(desc(feeDrafts.createdAt), desc(feeDrafts.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, pendingCount: pending.n, rows }
}

export async function replaceDraftItems(
  db: DbOrTx,
  draftId: number,
  rows: (typeof feeDraftItems.$inferInsert)[],
) {
  await db.delete(feeDraftItems).where(eq(feeDraftItems.fkFeeDraft, draftId))
  if (rows.length > 0) await db.insert(feeDraftItems).values(rows)
}

export type FeeDraftItemRow = Awaited<ReturnType<typeof selectDraftItems>>[number]

export function selectDraftItems(db: DbOrTx, draftIds: number[]) {
  return db
    .select({
      id: feeDraftItems.id,
      fkFeeDraft: feeDraftItems.fkFeeDraft,
      fkLevel: feeDraftItems.fkLevel,
      fkProgram: feeDraftItems.fkProgram,
      nationality: feeDraftItems.nationality,
      amount: feeDraftItems.amount,
      lastAmount: feeDraftItems.lastAmount,
      level: { ID: levels.id, label: levels.label, fromMonth: levels.fromMonth },
      program: { ID: programs.id, label: programs.label },
    })
    .from(feeDraftItems)
    .innerJoin(levels, eq(levels.id, feeDraftItems.fkLevel))
    .innerJoin(programs, eq(programs.id, feeDraftItems.fkProgram))
    .where(inArray(feeDraftItems.fkFeeDraft, draftIds))
}

export async function insertDraftLog(db: DbOrTx, values: typeof feeDraftLogs.$inferInsert) {
  await db.insert(feeDraftLogs).values(values)
}

export function selectDraftLogs(db: DbOrTx, draftIds: number[]) {
  return db
    .select({
      id: feeDraftLogs.id,
      fkFeeDraft: feeDraftLogs.fkFeeDraft,
      status: feeDraftLogs.status,
      remark: feeDraftLogs.remark,
      createdAt: feeDraftLogs.createdAt,
      user: { ID: users.id, firstname: users.firstname, lastname: users.lastname },
    })
    .from(feeDraftLogs)
    .innerJoin(users, eq(users.id, feeDraftLogs.fkUser))
    .where(inArray(feeDraftLogs.fkFeeDraft, draftIds))
    .orderBy(asc(feeDraftLogs.createdAt), asc(feeDraftLogs.id))
}

export async function selectUsersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select({ ID: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, ids))
}

/** The tiers' labels with their centres', for drafts. */
export async function selectTierLabels(db: DbOrTx, tierIds: number[]) {
  if (tierIds.length === 0) return []
  return db
    .select({ ID: feeTiers.id, label: feeTiers.label, centre: { ID: centres.id, label: centres.label } })
    .from(feeTiers)
    .innerJoin(centres, eq(centres.id, feeTiers.fkCentre))
    .where(inArray(feeTiers.id, tierIds))
}

/** Every fee of a tier covering `day`, for a draft's last amounts. */
export const selectTierFeesOn = (db: DbOrTx, tierId: number, day: string) =>
  selectFees(db, [tierId], day, false)
