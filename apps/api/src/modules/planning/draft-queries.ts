import type { CapacityDraftItemInput, CapacityDraftStatus } from '@preschool/domain'
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import {
  capacityDraftItems,
  capacityDraftLogs,
  capacityDrafts,
  centreCapacities,
  centreLevels,
  centres,
  levels,
  users,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type DraftRow = typeof capacityDrafts.$inferSelect

const fullName = (t: typeof users) => sql<string>`${t.firstname} || ' ' || ${t.lastname}`
const approver = alias(users, 'approver')

export interface DraftView extends DraftRow {
  centreLabel: string
  requesterName: string
  approverName: string | null
  items: {
    id: number
    fkLevel: number
    capacity: number
    date: string
    label: string
    /** The capacity in force for the level at that month while the request is pending; null once decided. */
    currentCapacity: number | null
  }[]
  logs: { id: number; remark: string | null; status: string; userName: string; createdAt: Date }[]
}

export async function insertDraft(
  tx: DbOrTx,
  draft: { fkSchool: number; fkCentre: number; year: number; fkRequester: number },
): Promise<DraftRow> {
  const [row] = await tx.insert(capacityDrafts).values(draft).returning()
  return row
}

export async function insertDraftItems(
  tx: DbOrTx,
  fkSchool: number,
  fkDraft: number,
  items: readonly CapacityDraftItemInput[],
): Promise<void> {
  await tx.insert(capacityDraftItems).values(items.map((item) => ({ ...item, fkSchool, fkDraft })))
}

export async function insertDraftLog(
  tx: DbOrTx,
  log: {
    fkSchool: number
    fkDraft: number
    status: CapacityDraftStatus
    remark: string | null
    fkUser: number
  },
): Promise<void> {
  await tx.insert(capacityDraftLogs).values(log)
}

/**
 * Moves a pending request to its decision; null when it is no longer pending (decided or recalled meanwhile), so
 * of two simultaneous decisions only one applies.
 */
export async function closePendingDraft(
  tx: DbOrTx,
  schoolId: number,
  draftId: number,
  change: { status: Exclude<CapacityDraftStatus, 'pending'>; fkApprover: number | null },
): Promise<DraftRow | null> {
  const [row] = await tx
    .update(capacityDrafts)
    .set({ ...change, decidedAt: new Date() })
    .where(
      and(
        eq(capacityDrafts.id, draftId),
        eq(capacityDrafts.fkSchool, schoolId),
        eq(capacityDrafts.status, 'pending'),
      ),
    )
    .returning()
  return row ?? null
}

export async function selectDraft(tx: DbOrTx, schoolId: number, draftId: number): Promise<DraftRow | null> {
  const [row] = await tx
    .select()
    .from(capacityDrafts)
    .where(and(eq(capacityDrafts.id, draftId), eq(capacityDrafts.fkSchool, schoolId)))
  return row ?? null
}

export async function selectDraftItems(tx: DbOrTx, draftId: number) {
  return tx
    .select({
      fkLevel: capacityDraftItems.fkLevel,
      date: capacityDraftItems.date,
      capacity: capacityDraftItems.capacity,
    })
    .from(capacityDraftItems)
    .where(eq(capacityDraftItems.fkDraft, draftId))
}

export async function selectCentreLabel(tx: DbOrTx, schoolId: number, centreId: number): Promise<string> {
  const [row] = await tx
    .select({ label: centres.label })
    .from(centres)
    .where(and(eq(centres.id, centreId), eq(centres.fkSchool, schoolId)))
  return row?.label ?? ''
}

/** Of the levels asked, those the centre offers (an active offer of an active level). */
export async function selectOfferedLevelIds(
  tx: DbOrTx,
  schoolId: number,
  centreId: number,
  levelIds: readonly number[],
): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ id: centreLevels.fkLevel })
    .from(centreLevels)
    .innerJoin(levels, and(eq(levels.id, centreLevels.fkLevel), eq(levels.active, true)))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        eq(centreLevels.fkCentre, centreId),
        eq(centreLevels.active, true),
        inArray(centreLevels.fkLevel, [...levelIds]),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/**
 * Writes an approved request's items as capacity records: each replaces the record of the same centre, level and
 * month (kept, inactive, for the history), so the newest approval is the one in force.
 */
export async function writeCapacities(
  tx: DbOrTx,
  draft: DraftRow,
  items: readonly { fkLevel: number; date: string; capacity: number }[],
): Promise<void> {
  const levelIds = items.map((item) => item.fkLevel)
  const months = items.map((item) => item.date)
  await tx
    .update(centreCapacities)
    .set({ active: false })
    .where(
      and(
        eq(centreCapacities.fkSchool, draft.fkSchool),
        eq(centreCapacities.fkCentre, draft.fkCentre),
        eq(centreCapacities.active, true),
        sql`(${centreCapacities.fkLevel}, ${centreCapacities.date}) in
          (select * from unnest(${sql.param(levelIds)}::int[], ${sql.param(months)}::date[]))`,
      ),
    )
  await tx.insert(centreCapacities).values(
    items.map((item) => ({
      fkSchool: draft.fkSchool,
      fkCentre: draft.fkCentre,
      fkLevel: item.fkLevel,
      date: item.date,
      capacity: item.capacity,
      fkDraft: draft.id,
    })),
  )
}

/** One page of the school's requests matching `where`, newest first, and how many match in all. */
export async function selectDraftPage(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  page: LimitOffset,
): Promise<{ totalCount: number; ids: number[] }> {
  const condition = and(eq(capacityDrafts.fkSchool, schoolId), where)
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(capacityDrafts).where(condition),
    db
      .select({ id: capacityDrafts.id })
      .from(capacityDrafts)
      .where(condition)
      .orderBy(desc(capacityDrafts.createdAt), desc(capacityDrafts.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, ids: rows.map((r) => r.id) }
}

/** Requests with their names, items and activity, in the order of `ids`: three statements for any number. */
export async function selectDraftViews(
  db: DbOrTx,
  schoolId: number,
  ids: readonly number[],
): Promise<DraftView[]> {
  if (ids.length === 0) return []
  const [drafts, items, logs] = await Promise.all([
    db
      .select({
        ...getTableColumns(capacityDrafts),
        centreLabel: centres.label,
        requesterName: fullName(users),
        approverName: sql<string | null>`${approver.firstname} || ' ' || ${approver.lastname}`,
      })
      .from(capacityDrafts)
      .innerJoin(centres, eq(centres.id, capacityDrafts.fkCentre))
      .innerJoin(users, eq(users.id, capacityDrafts.fkRequester))
      .leftJoin(approver, eq(approver.id, capacityDrafts.fkApprover))
      .where(and(eq(capacityDrafts.fkSchool, schoolId), inArray(capacityDrafts.id, [...ids]))),
    db
      .select({
        fkDraft: capacityDraftItems.fkDraft,
        id: capacityDraftItems.id,
        fkLevel: capacityDraftItems.fkLevel,
        capacity: capacityDraftItems.capacity,
        date: capacityDraftItems.date,
        label: levels.label,
        // What the approver compares the new figure with: the latest record at or before the item's month.
        currentCapacity: sql<number | null>`case when ${capacityDrafts.status} = 'pending' then (
          select ${centreCapacities.capacity} from ${centreCapacities}
          where ${centreCapacities.fkCentre} = ${capacityDrafts.fkCentre}
            and ${centreCapacities.fkLevel} = ${capacityDraftItems.fkLevel}
            and ${centreCapacities.date} <= ${capacityDraftItems.date} and ${centreCapacities.active}
          order by ${centreCapacities.date} desc limit 1) end`,
      })
      .from(capacityDraftItems)
      .innerJoin(capacityDrafts, eq(capacityDrafts.id, capacityDraftItems.fkDraft))
      .innerJoin(levels, eq(levels.id, capacityDraftItems.fkLevel))
      .where(inArray(capacityDraftItems.fkDraft, [...ids]))
      .orderBy(asc(capacityDraftItems.date), asc(levels.fromMonth), asc(capacityDraftItems.id)),
    db
      .select({
        fkDraft: capacityDraftLogs.fkDraft,
        id: capacityDraftLogs.id,
        remark: capacityDraftLogs.remark,
        status: capacityDraftLogs.status,
        userName: fullName(users),
        createdAt: capacityDraftLogs.createdAt,
      })
      .from(capacityDraftLogs)
      .innerJoin(users, eq(users.id, capacityDraftLogs.fkUser))
      .where(inArray(capacityDraftLogs.fkDraft, [...ids]))
      .orderBy(asc(capacityDraftLogs.createdAt), asc(capacityDraftLogs.id)),
  ])
  const byId = new Map(drafts.map((d) => [d.id, d]))
  return ids.flatMap((id) => {
    const found = byId.get(id)
    if (!found) return []
    const own = <T extends { fkDraft: number }>(rows: T[]) => rows.filter((r) => r.fkDraft === id)
    return [{ ...found, items: own(items), logs: own(logs) }]
  })
}
