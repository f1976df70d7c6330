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
  insertNotifications,
  type NotificationsPage,
  notificationsWithViewer,
  toNotificationsPage,
  selectNotificationsPage,
  updateReadFlag,
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

/** One user's bell notification, as `notifyEach` takes it. */
export type Bell = { schoolId: number; userId: number; kind?: PushKind } & NotificationInput

/**
 * Puts a notification in each user's bell, each with its own words, in the caller's transaction (so they exist
 * exactly when the caller's change does), and queues them for the devices of the users whose push choice takes
 * their kind ('other' unless named). The caller chose the users from the school's own rows. A few statements,
 * whatever the number of bells.
 */
export async function notifyEach(tx: DbOrTx, bells: readonly Bell[]): Promise<void> {
  await writeBells(
    tx,
    bells.map((bell) => ({ ...bell, ...parseInput(notificationInputSchema, bell) })),
  )
}

/** Bells already checked against the notification rule: the rows and their pushes. */
async function writeBells(tx: DbOrTx, rows: readonly Bell[]): Promise<void> {
  if (rows.length === 0) return
  await insertNotifications(
    tx,
    rows.map((row) => ({
      fkSchool: row.schoolId,
      fkUser: row.userId,
      title: row.title,
      body: row.body,
      navigate: row.navigate ?? null,
    })),
  )
  await queuePushes(
    tx,
    rows.map((row) => ({
      schoolId: row.schoolId,
      userId: row.userId,
      message: { title: row.title, body: row.body, navigate: row.navigate ?? null },
      kind: row.kind ?? 'other',
    })),
  )
}

/** One notification, the same words, in the bell of several users of a school (the staff fan-out's shape). */
export async function notifyUsers(
  tx: DbOrTx,
  input: { schoolId: number; userIds: readonly number[]; kind?: PushKind } & NotificationInput,
): Promise<void> {
  // The same words for everyone: checked once, not once per user of a fan-out.
  const words = parseInput(notificationInputSchema, input)
  await writeBells(
    tx,
    input.userIds.map((userId) => ({ ...words, schoolId: input.schoolId, userId, kind: input.kind })),
  )
}
