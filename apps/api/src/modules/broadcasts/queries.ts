import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  broadcastAttachments,
  broadcastRecipients,
  broadcasts,
  broadcastScopes,
  centres,
  childLevels,
  children,
  classes,
  roles,
  userRoles,
  users,
} from '../../db/schema'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { qualified } from '../../platform/authz/parent-of'
import type { LimitOffset } from '../../platform/pagination'

export type BroadcastRow = typeof broadcasts.$inferSelect
export type ScopeRow = { fkBroadcast: number; type: string; ID: number; label: string }
export type AttachmentRow = typeof broadcastAttachments.$inferSelect

/** A broadcast row with the figures every list shows: its read count and, for a parent, their own read state. */
export type BroadcastListRow = BroadcastRow & { readCount: number; isRead: boolean | null }

export interface BroadcastListFilter {
  id?: number | null
  status?: string | null
  search?: string | null
}

const isParentGrant = (grant: SignedInGrant) => grant.held.some((rule) => rule.kind === 'parent')

/**
 * The broadcasts a staff member reaches: whole-school ones, and those with a scope at one of their centres (a centre,
 * a class of it, or a child seated there).
 */
function staffReach(grant: SignedInGrant): SQL {
  if (grant.centres.all) return sql`true`
  const ids = grant.centres.ids
  if (ids.length === 0)
    return sql`exists (select 1 from ${broadcastScopes} as scope
    where scope.fk_broadcast = ${qualified(broadcasts.id)} and scope.scope_type = 'school')`
  return sql`exists (select 1 from ${broadcastScopes} as scope
    left join ${classes} as cls on cls.id = scope.fk_class
    left join ${childLevels} as seat on seat.fk_child = scope.fk_child and seat.to_date is null
    where scope.fk_broadcast = ${qualified(broadcasts.id)}
      and (scope.scope_type = 'school' or ${inArray(sql`coalesce(scope.fk_centre, cls.fk_centre, seat.fk_centre)`, [...ids])}))`
}

const readCount = sql<number>`(select count(*)::int from ${broadcastRecipients} as counted
  where counted.fk_broadcast = ${qualified(broadcasts.id)} and counted.read_at is not null)`

/** The staff list or the parent's inbox: one page and the total, newest first (a parent's unread first). */
export async function selectBroadcastPage(
  db: DbOrTx,
  grant: SignedInGrant,
  filter: BroadcastListFilter,
  page: LimitOffset,
): Promise<{ rows: BroadcastListRow[]; total: number; unread: number }> {
  const schoolId = grant.viewer.schoolId
  const words = filter.search
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')
  const common = and(
    eq(broadcasts.fkSchool, schoolId),
    filter.id ? eq(broadcasts.id, filter.id) : undefined,
    words ? sql`lower(${broadcasts.subject}) like ${`%${words}%`}` : undefined,
  )
  if (isParentGrant(grant)) return selectInbox(db, grant.viewer.userId, common, page)
  const where = and(
    common,
    filter.status ? eq(broadcasts.status, filter.status) : ne(broadcasts.status, 'deleted'),
    staffReach(grant),
  )
  const [rows, [count]] = await Promise.all([
    db
      .select({ broadcast: broadcasts, readCount })
      .from(broadcasts)
      .where(where)
      .orderBy(desc(broadcasts.updatedAt), desc(broadcasts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(broadcasts)
      .where(where),
  ])
  return {
    rows: rows.map((r) => ({ ...r.broadcast, readCount: r.readCount, isRead: null })),
    total: count.total,
    unread: 0,
  }
}

/** A parent's inbox: one row per broadcast they received (however many of their children it reached). */
async function selectInbox(db: DbOrTx, userId: number, common: SQL | undefined, page: LimitOffset) {
  const mine = db
    .select({
      fkBroadcast: broadcastRecipients.fkBroadcast,
      isRead: sql<boolean>`bool_and(${broadcastRecipients.readAt} is not null)`.as('is_read'),
    })
    .from(broadcastRecipients)
    .where(eq(broadcastRecipients.fkUser, userId))
    .groupBy(broadcastRecipients.fkBroadcast)
    .as('mine')
  const where = and(common, eq(broadcasts.status, 'published'))
  const rows = await db
    .select({
      broadcast: broadcasts,
      readCount,
      isRead: mine.isRead,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      unread: sql<number>`count(*) filter (where not ${mine.isRead}) over ()`.mapWith(Number),
    })
    .from(mine)
    .innerJoin(broadcasts, eq(broadcasts.id, mine.fkBroadcast))
    .where(where)
    .orderBy(asc(mine.isRead), desc(broadcasts.publishedAt), desc(broadcasts.id))
    .limit(page.limit)
    .offset(page.offset)
  return {
    rows: rows.map((r) => ({ ...r.broadcast, readCount: r.readCount, isRead: r.isRead })),
    total: rows[0]?.total ?? 0,
    unread: rows[0]?.unread ?? 0,
  }
}

export async function selectBroadcast(db: DbOrTx, schoolId: number, id: number) {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.fkSchool, schoolId), eq(broadcasts.id, id)))
    .for('update')
  return row
}

/** The scopes of several broadcasts with their labels, in one statement. */
export function selectScopes(db: DbOrTx, broadcastIds: number[]): Promise<ScopeRow[]> {
  if (broadcastIds.length === 0) return Promise.resolve([])
  return db
    .select({
      fkBroadcast: broadcastScopes.fkBroadcast,
      type: broadcastScopes.scopeType,
      ID: sql<number>`coalesce(${broadcastScopes.fkCentre}, ${broadcastScopes.fkClass}, ${broadcastScopes.fkChild}, ${broadcastScopes.fkSchool})`,
      label: sql<string>`coalesce(${centres.label}, ${classes.label}, ${children.firstname} || ' ' || ${children.lastname}, 'Whole school')`,
    })
    .from(broadcastScopes)
    .leftJoin(centres, eq(centres.id, broadcastScopes.fkCentre))
    .leftJoin(classes, eq(classes.id, broadcastScopes.fkClass))
    .leftJoin(children, eq(children.id, broadcastScopes.fkChild))
    .where(inArray(broadcastScopes.fkBroadcast, broadcastIds))
    .orderBy(asc(broadcastScopes.id))
}

export function selectAttachments(db: DbOrTx, broadcastIds: number[]): Promise<AttachmentRow[]> {
  if (broadcastIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(broadcastAttachments)
    .where(inArray(broadcastAttachments.fkBroadcast, broadcastIds))
    .orderBy(asc(broadcastAttachments.fkBroadcast), asc(broadcastAttachments.sortOrder))
}

/** The senders of several broadcasts with their staff roles' names and labels, in one statement. */
export function selectSenders(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .select({
      ID: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      roles: sql<{ name: string; label: string }[]>`coalesce((select json_agg(json_build_object(
          'name', role.name, 'label', role.label) order by role.id)
        from ${userRoles} as held join ${roles} as role on role.id = held.fk_role
        where held.fk_user = ${qualified(users.id)} and role.is_staff), '[]')`,
    })
    .from(users)
    .where(inArray(users.id, userIds))
}

/** The first staff role of a sender: the one the broadcast records it was sent as. */
export async function selectSenderRole(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.fkRole))
    .where(and(eq(userRoles.fkUser, userId), eq(roles.isStaff, true)))
    .orderBy(asc(userRoles.id))
    .limit(1)
  return row?.id ?? null
}

export async function insertBroadcast(db: DbOrTx, row: typeof broadcasts.$inferInsert) {
  const [inserted] = await db.insert(broadcasts).values(row).returning()
  return inserted
}

export async function updateBroadcast(db: DbOrTx, id: number, set: Partial<typeof broadcasts.$inferInsert>) {
  const [updated] = await db.update(broadcasts).set(set).where(eq(broadcasts.id, id)).returning()
  return updated
}

export async function replaceScopes(
  db: DbOrTx,
  schoolId: number,
  id: number,
  scopes: { type: string; ID: number }[],
) {
  await db.delete(broadcastScopes).where(eq(broadcastScopes.fkBroadcast, id))
  await db.insert(broadcastScopes).values(
    scopes.map((s) => ({
      fkSchool: schoolId,
      fkBroadcast: id,
      scopeType: s.type,
      fkCentre: s.type === 'centre' ? s.ID : null,
      fkClass: s.type === 'class' ? s.ID : null,
      fkChild: s.type === 'child' ? s.ID : null,
    })),
  )
}

export async function replaceAttachments(
  db: DbOrTx,
  id: number,
  rows: Omit<typeof broadcastAttachments.$inferInsert, 'fkBroadcast'>[],
) {
  await db.delete(broadcastAttachments).where(eq(broadcastAttachments.fkBroadcast, id))
  if (rows.length > 0)
    await db.insert(broadcastAttachments).values(rows.map((r) => ({ ...r, fkBroadcast: id })))
}
