import {
  markNotificationsSchema,
  type NotificationInput,
  notificationInputSchema,
  type PushKind,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { NotificationFilter, Pagination } from '../../generated/graphql'
import type { Context } from '../../platform/context'
import type { Actor } from '../../platform/authz/actor'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { queuePushes } from './push'
import {
  insertNotification,
  insertNotifications,
  type NotificationRow,
  type NotificationsPage,
  notificationsWithViewer,
  toNotificationsPage,
  selectNotificationsPage,
  updateReadFlag,
  userInSchool,
} from './queries'

/** The page's parameters for `notificationsWithViewer`; validates the pagination (refused: BAD_USER_INPUT). */
export function ownNotificationsParams(
  filter: NotificationFilter | null | undefined,
  pagination: Pagination | null | undefined,
) {
  return { read: filter?.read ?? null, ...toLimitOffset(pagination) }
}

/** The caller's page: as read with the viewer when it was (`preloaded`), else in its own statements. */
export async function listOwnNotifications(
  db: Db,
  actor: Actor,
  filter: NotificationFilter | null | undefined,
  pagination: Pagination | null | undefined,
  preloaded: ReturnType<typeof preloadOwnNotifications> = null,
): Promise<NotificationsPage> {
  const read = await preloaded
  if (read) return toNotificationsPage(read)
  return selectNotificationsPage(db, actor, { read: filter?.read ?? undefined }, toLimitOffset(pagination))
}

/** Starts (before the guard) or finds the page's read with the viewer; null when there is none. */
export function preloadOwnNotifications(
  ctx: Context,
  filter: NotificationFilter | null | undefined,
  pagination: Pagination | null | undefined,
) {
  let params
  try {
    params = ownNotificationsParams(filter, pagination)
  } catch {
    // Refused input: nothing to read; the body refuses it.
    return null
  }
  return ctx.viewerWith(notificationsWithViewer, params)
}

/** Marks the caller's own notifications; ids of anyone else's are silently left alone. */
export async function markOwnNotifications(
  db: Db,
  actor: Actor,
  raw: { notificationIds: number[]; read: boolean },
) {
  const { notificationIds, read } = parseInput(markNotificationsSchema, raw)
  await updateReadFlag(db, actor, notificationIds, read)
}

/**
 * Puts a notification in a user's bell. Other modules call it inside their own transaction, so the
 * notification exists exactly when their change does. The user must belong to the school. `kind` decides whether
 * it also reaches the user's devices (the parent's push choice); 'other' unless the caller names one.
 */
export async function notify(
  tx: DbOrTx,
  input: { schoolId: number; userId: number; kind?: PushKind } & NotificationInput,
): Promise<NotificationRow> {
  const { title, body, navigate } = parseInput(notificationInputSchema, input)
  // A caller's bug, not a user's mistake: it surfaces as a logged internal error.
  if (!(await userInSchool(tx, input.userId, input.schoolId)))
    throw new Error(`notify: user ${input.userId} is not in school ${input.schoolId}`)
  const row = await insertNotification(tx, {
    fkSchool: input.schoolId,
    fkUser: input.userId,
    title,
    body,
    navigate: navigate ?? null,
  })
  await queuePushes(
    tx,
    input.schoolId,
    [input.userId],
    { title, body, navigate: navigate ?? null },
    input.kind ?? 'other',
  )
  return row
}

/**
 * Puts one notification in the bell of several users of a school, in one statement. The caller chose the users
 * from the school's own rows (the staff fan-out's query filters by school), so they are not looked up again.
 */
export async function notifyUsers(
  tx: DbOrTx,
  input: { schoolId: number; userIds: readonly number[]; kind?: PushKind } & NotificationInput,
): Promise<void> {
  const { title, body, navigate } = parseInput(notificationInputSchema, input)
  if (input.userIds.length === 0) return
  await insertNotifications(
    tx,
    input.userIds.map((userId) => ({
      fkSchool: input.schoolId,
      fkUser: userId,
      title,
      body,
      navigate: navigate ?? null,
    })),
  )
  await queuePushes(
    tx,
    input.schoolId,
    input.userIds,
    { title, body, navigate: navigate ?? null },
    input.kind ?? 'other',
  )
}
