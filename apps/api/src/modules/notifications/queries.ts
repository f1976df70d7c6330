import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { notifications } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type NotificationRow = typeof notifications.$inferSelect

/** Always one user's own notifications in their school: no caller can name anyone else's. */
const ownedBy = (owner: { schoolId: number; userId: number }) =>
  and(eq(notifications.fkSchool, owner.schoolId), eq(notifications.fkUser, owner.userId))

export async function selectNotificationsPage(
  db: DbOrTx,
  owner: { schoolId: number; userId: number },
  filter: { read?: boolean },
  page: LimitOffset,
): Promise<{ totalCount: number; unreadCount: number; rows: NotificationRow[] }> {
  const where: SQL | undefined = and(
    ownedBy(owner),
    filter.read === undefined ? undefined : eq(notifications.read, filter.read),
  )
  const [[total], [unread], rows] = await Promise.all([
    db.select({ n: count() }).from(notifications).where(where),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(ownedBy(owner), eq(notifications.read, false))),
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: total.n, unreadCount: unread.n, rows }
}

export async function updateReadFlag(
  db: DbOrTx,
  owner: { schoolId: number; userId: number },
  ids: number[],
  read: boolean,
): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(notifications)
    .set({ read })
    .where(and(ownedBy(owner), inArray(notifications.id, ids)))
}
