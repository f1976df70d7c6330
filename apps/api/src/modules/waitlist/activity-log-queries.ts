import { and, count, desc, eq, notInArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childActivityLogs, users } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type ChildActivityRow = typeof childActivityLogs.$inferSelect & {
  user: { id: number; firstname: string | null; lastname: string | null } | null
}

export async function insertChildActivity(db: DbOrTx, values: typeof childActivityLogs.$inferInsert) {
  const [row] = await db.insert(childActivityLogs).values(values).returning()
  return row
}

/** An enquiry's activity log, newest first, with who wrote each entry. */
export const selectEnquiryActivityLog = (
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  page: LimitOffset,
) =>
  selectActivityLog(
    db,
    and(eq(childActivityLogs.fkSchool, schoolId), eq(childActivityLogs.fkEnquiry, enquiryId)),
    page,
  )

/**
 * A child's whole activity log (its enquiries and its life at school), newest first; `systemOnly` for parents,
 * without the entries of `hiddenActions`.
 */
export const selectChildActivityLog = (
  db: DbOrTx,
  schoolId: number,
  childId: number,
  systemOnly: boolean,
  page: LimitOffset,
  hiddenActions: string[] = [],
) =>
  selectActivityLog(
    db,
    and(
      eq(childActivityLogs.fkSchool, schoolId),
      eq(childActivityLogs.fkChild, childId),
      systemOnly ? eq(childActivityLogs.mode, 'system') : undefined,
      hiddenActions.length > 0 ? notInArray(childActivityLogs.action, hiddenActions) : undefined,
    ),
    page,
  )

async function selectActivityLog(
  db: DbOrTx,
  where: SQL | undefined,
  page: LimitOffset,
): Promise<{ totalCount: number; rows: ChildActivityRow[] }> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(childActivityLogs).where(where),
    db
      .select({
        log: childActivityLogs,
        user: { id: users.id, firstname: users.firstname, lastname: users.lastname },
      })
      .from(childActivityLogs)
      .leftJoin(users, eq(users.id, childActivityLogs.fkUser))
      .where(where)
      .orderBy(desc(childActivityLogs.createdAt), desc(childActivityLogs.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: Number(total?.n ?? 0), rows: rows.map((r) => ({ ...r.log, user: r.user })) }
}
