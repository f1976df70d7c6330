import type { TransferFilter, TransferStatus } from '@preschool/domain'
import { and, asc, count, desc, eq, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centreLevels,
  centres,
  childRelations,
  children,
  codes,
  transferLogs,
  transfers,
  users,
  withdrawals,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type TransferRow = typeof transfers.$inferSelect

export async function selectTransfer(
  db: DbOrTx,
  schoolId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<TransferRow | null> {
  const query = db
    .select()
    .from(transfers)
    .where(and(eq(transfers.fkSchool, schoolId), eq(transfers.id, id)))
  const [row] = opts.lock ? await query.for('update') : await query
  return row ?? null
}

export async function insertTransfer(tx: DbOrTx, values: typeof transfers.$inferInsert) {
  const [row] = await tx.insert(transfers).values(values).returning()
  return row
}

/** Moves a transfer only if it still stands in `from`: a concurrent step loses (null). */
export async function moveTransfer(
  tx: DbOrTx,
  id: number,
  from: readonly TransferStatus[],
  values: Partial<typeof transfers.$inferInsert>,
): Promise<TransferRow | null> {
  const [row] = await tx
    .update(transfers)
    .set(values)
    .where(and(eq(transfers.id, id), inArray(transfers.status, [...from])))
    .returning()
  return row ?? null
}

export async function insertTransferLog(tx: DbOrTx, values: typeof transferLogs.$inferInsert) {
  await tx.insert(transferLogs).values(values)
}

/** An active code of the school's transfer_reason list, or null. */
export async function selectReasonCode(db: DbOrTx, schoolId: number, id: number) {
  const [row] = await db
    .select({ id: codes.id })
    .from(codes)
    .where(
      and(
        eq(codes.fkSchool, schoolId),
        eq(codes.category, 'transfer_reason'),
        eq(codes.id, id),
        eq(codes.active, true),
      ),
    )
  return row ?? null
}

/** Whether the centre, of the school, offers the level (an active offer of any programme). */
export async function centreOffersLevel(db: DbOrTx, schoolId: number, centreId: number, levelId: number) {
  const [row] = await db
    .select({ id: centreLevels.id })
    .from(centreLevels)
    .innerJoin(centres, eq(centres.id, centreLevels.fkCentre))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        eq(centreLevels.fkCentre, centreId),
        eq(centreLevels.fkLevel, levelId),
        eq(centreLevels.active, true),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The school's active centres, other than `exceptId`, with an active offer of the level: where a child may move. */
export const selectCentresOfferingLevel = (db: DbOrTx, schoolId: number, levelId: number, exceptId: number) =>
  db
    .selectDistinct({ ID: centres.id, label: centres.label, description: centres.code })
    .from(centreLevels)
    .innerJoin(centres, eq(centres.id, centreLevels.fkCentre))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        eq(centreLevels.fkLevel, levelId),
        eq(centreLevels.active, true),
        eq(centres.active, true),
        ne(centres.id, exceptId),
      ),
    )
    .orderBy(asc(centres.label), asc(centres.id))

/** Whether the child has a withdrawal in progress (a child leaving is not moved). */
export async function hasLiveWithdrawal(db: DbOrTx, childId: number) {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.fkChild, childId),
        inArray(withdrawals.status, ['pending_centre', 'pending_hq', 'approved']),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The child's main applicant (the enquiry at the destination is theirs), and the child's names. */
export async function selectFamily(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      childFirstname: children.firstname,
      childLastname: children.lastname,
    })
    .from(childRelations)
    .innerJoin(users, eq(users.id, childRelations.fkUser))
    .innerJoin(children, eq(children.id, childRelations.fkChild))
    .where(and(eq(childRelations.fkSchool, schoolId), eq(childRelations.fkChild, childId)))
    .orderBy(desc(childRelations.isMainApplicant), asc(childRelations.id))
    .limit(1)
  return row ?? null
}

/** Each child's main applicant (else its first parent), for the request's item. */
export async function selectFamilies(db: DbOrTx, childIds: number[]) {
  if (childIds.length === 0) return []
  return db
    .selectDistinctOn([childRelations.fkChild], {
      childId: childRelations.fkChild,
      user: { ID: users.id, firstname: users.firstname, lastname: users.lastname },
    })
    .from(childRelations)
    .innerJoin(users, eq(users.id, childRelations.fkUser))
    .where(inArray(childRelations.fkChild, childIds))
    .orderBy(childRelations.fkChild, desc(childRelations.isMainApplicant), asc(childRelations.id))
}

/** The approved transfers whose effective date has come, oldest first (the effective-date job). */
export function selectDueTransfers(db: DbOrTx, today: string, limit: number) {
  return db
    .select()
    .from(transfers)
    .where(and(eq(transfers.status, 'approved'), lte(transfers.effectiveDate, today)))
    .orderBy(asc(transfers.effectiveDate), asc(transfers.id))
    .limit(limit)
}

function listCondition(schoolId: number, reach: SQL, f: TransferFilter, statuses: readonly TransferStatus[]) {
  const text = f.search?.toLowerCase().replace(/[\\%_]/g, '\\$&')
  return and(
    eq(transfers.fkSchool, schoolId),
    reach,
    f.status ? eq(transfers.status, f.status) : inArray(transfers.status, [...statuses]),
    f.fkCentre
      ? or(eq(transfers.fkSourceCentre, f.fkCentre), eq(transfers.fkDestinationCentre, f.fkCentre))
      : undefined,
    f.fkChild ? eq(transfers.fkChild, f.fkChild) : undefined,
    text
      ? sql`exists (select 1 from ${children} as named where named.id = ${transfers.fkChild}
          and lower(named.firstname || ' ' || named.lastname) like ${`%${text}%`})`
      : undefined,
  )
}

/** A page of transfers in reach, of the given statuses unless the filter names one, with the count. */
export async function selectTransferPage(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  f: TransferFilter,
  statuses: readonly TransferStatus[],
  page: LimitOffset,
) {
  const where = listCondition(schoolId, reach, f, statuses)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(transfers)
      .where(where)
      .orderBy(desc(transfers.updatedAt), desc(transfers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(transfers).where(where),
  ])
  return { rows, totalCount: total?.n ?? 0 }
}

export const selectTransferLogs = (db: DbOrTx, ids: number[]) =>
  db.select().from(transferLogs).where(inArray(transferLogs.fkTransfer, ids)).orderBy(asc(transferLogs.id))
