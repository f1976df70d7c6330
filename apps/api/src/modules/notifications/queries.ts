import {
  Access,
  type AccessType,
  asLanguage,
  type Language,
  type ModuleCategoryCode,
} from '@preschool/domain'
import { and, count, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { insertMany } from '../../db/insert-many'
import {
  accessControls,
  moduleCategories,
  notifications,
  roles,
  roleTemplates,
  staff,
  userRoles,
  users,
} from '../../db/schema'
import type { ViewerExtension } from '../../platform/auth/sessions'
import type { LimitOffset } from '../../platform/pagination'
import { type Actor } from '../../platform/authz/actor'

export type NotificationRow = typeof notifications.$inferSelect

/** Always one user's own notifications in their school: no caller can name anyone else's. */
const ownedBy = (owner: Actor) =>
  and(eq(notifications.fkSchool, owner.schoolId), eq(notifications.fkUser, owner.userId))

export async function selectNotificationsPage(
  db: DbOrTx,
  owner: Actor,
  filter: { read?: boolean },
  page: LimitOffset,
): Promise<NotificationsPage> {
  const where: SQL | undefined = and(
    ownedBy(owner),
    filter.read === undefined ? undefined : eq(notifications.read, filter.read),
  )
  // Both counts in one statement (one index scan of the user's notifications), beside the page.
  const [[counts], rows] = await Promise.all([
    db
      .select({
        total:
          filter.read === undefined
            ? count()
            : sql<number>`count(*) filter (where ${notifications.read} = ${filter.read})`.mapWith(Number),
        unread: sql<number>`count(*) filter (where not ${notifications.read})`.mapWith(Number),
      })
      .from(notifications)
      .where(ownedBy(owner)),
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
  ])
  return { totalCount: counts.total, unreadCount: counts.unread, rows }
}

/** A page of notifications as read with the viewer: the time as json text. */
type NotificationJson = Omit<NotificationRow, 'createdAt'> & { createdAt: string }
export interface NotificationsPage {
  totalCount: number
  unreadCount: number
  rows: NotificationRow[]
}

const readParam = sql`${sql.placeholder('read')}::boolean`
const ownedByViewer = sql`${notifications.fkSchool} = ${users.fkSchool} and ${notifications.fkUser} = ${users.id}`

/**
 * The bell's page (newest first) and counts in the viewer's own statement (the bell is on every signed-in page):
 * params `read` (null: all), `limit`, `offset`.
 */
export const notificationsWithViewer: ViewerExtension<{
  counts: SQL<{ total: number; unread: number }>
  rows: SQL<NotificationJson[]>
}> = {
  name: 'load_viewer_notifications',
  columns: {
    counts: sql`(
      select json_build_object(
        'total', count(*) filter (where ${readParam} is null or ${notifications.read} = ${readParam}),
        'unread', count(*) filter (where not ${notifications.read}))
      from ${notifications} where ${ownedByViewer})`,
    rows: sql`(
      select coalesce(json_agg(json_build_object(
        'id', page.id, 'fkSchool', page.fk_school, 'fkUser', page.fk_user, 'channel', page.channel, 'title', page.title,
        'body', page.body, 'navigate', page.navigate, 'read', page.read, 'createdAt', page.created_at
      ) order by page.created_at desc, page.id desc), '[]')
      from (
        select * from ${notifications}
        where ${ownedByViewer} and (${readParam} is null or ${notifications.read} = ${readParam})
        order by ${notifications.createdAt} desc, ${notifications.id} desc
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as page)`,
  },
}

/** The extension's columns as the page `selectNotificationsPage` answers. */
export function toNotificationsPage(read: {
  counts: { total: number; unread: number }
  rows: NotificationJson[]
}): NotificationsPage {
  return {
    totalCount: read.counts.total,
    unreadCount: read.counts.unread,
    rows: read.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
  }
}

export async function updateReadFlag(db: DbOrTx, owner: Actor, ids: number[], read: boolean): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(notifications)
    .set({ read })
    .where(and(ownedBy(owner), inArray(notifications.id, ids)))
}

/** Several users' notifications in one statement (`insertMany`: one array parameter per column). */
export async function insertNotifications(
  db: DbOrTx,
  values: (typeof notifications.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.execute(insertMany(notifications, values))
}

/** A user as a bell and an email address them: their school, address, first name and language. */
export interface RecipientProfile {
  schoolId: number
  email: string
  firstname: string
  language: Language
}

/** Whom a bell and an email go to, by user id: their school, address, first name and language, in one statement. */
export async function selectRecipients(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, RecipientProfile>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({
      id: users.id,
      schoolId: users.fkSchool,
      email: users.email,
      firstname: users.firstname,
      language: users.preferredLanguage,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]))
  return new Map(rows.map(({ id, language, ...user }) => [id, { ...user, language: asLanguage(language) }]))
}

/**
 * The school's active staff (user and staff record active) who hold the module (any access bit, through an active role and an active module
 * category) and reach the centre: HQ staff, or assigned to it. One statement, whatever the number of staff.
 */
export function selectStaffToTell(
  tx: DbOrTx,
  notice: { schoolId: number; centreId: number; module: ModuleCategoryCode; access?: AccessType },
) {
  // Write and approve imply read (decision 0012), so "read" is any bit at all.
  const bits =
    !notice.access || notice.access === 'read'
      ? Access.read | Access.write | Access.approve
      : Access[notice.access]
  const holdsModule = exists(
    tx
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.fkRole), eq(roles.active, true), eq(roles.isStaff, true)))
      .innerJoin(roleTemplates, eq(roleTemplates.fkRole, roles.id))
      .innerJoin(
        moduleCategories,
        and(
          eq(moduleCategories.id, roleTemplates.fkModuleCategory),
          eq(moduleCategories.active, true),
          eq(moduleCategories.moduleCategoryCode, notice.module),
        ),
      )
      .where(and(eq(userRoles.fkUser, users.id), sql`${roleTemplates.access} & ${bits} <> 0`)),
  )
  const assigned = exists(
    tx
      .select({ one: sql`1` })
      .from(accessControls)
      .where(
        and(
          eq(accessControls.fkUser, users.id),
          eq(accessControls.fkSchool, notice.schoolId),
          eq(accessControls.fkCentre, notice.centreId),
        ),
      ),
  )
  return tx
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .innerJoin(staff, and(eq(staff.fkUser, users.id), eq(staff.active, true)))
    .where(
      and(
        eq(users.fkSchool, notice.schoolId),
        eq(users.active, true),
        holdsModule,
        or(eq(users.isHQStaff, true), assigned),
      ),
    )
    .orderBy(users.id)
}
