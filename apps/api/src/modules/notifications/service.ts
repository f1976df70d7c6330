import { markNotificationsSchema, type NotificationInput, notificationInputSchema } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { NotificationFilter, Pagination } from '../../generated/graphql'
import type { Viewer } from '../../platform/authz/viewer'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import {
  insertNotification,
  type NotificationRow,
  selectNotificationsPage,
  updateReadFlag,
  userInSchool,
} from './queries'

const ownerOf = (viewer: Viewer) => ({ schoolId: viewer.schoolId, userId: viewer.userId })

export function listOwnNotifications(
  db: Db,
  viewer: Viewer,
  filter: NotificationFilter | null | undefined,
  pagination: Pagination | null | undefined,
) {
  const read = filter?.read ?? undefined
  return selectNotificationsPage(db, ownerOf(viewer), { read }, toLimitOffset(pagination))
}

/** Marks the viewer's own notifications; ids of anyone else's are silently left alone. */
export async function markOwnNotifications(
  db: Db,
  viewer: Viewer,
  raw: { notificationIds: number[]; read: boolean },
) {
  const { notificationIds, read } = parseInput(markNotificationsSchema, raw)
  await updateReadFlag(db, ownerOf(viewer), notificationIds, read)
}

/**
 * Puts a notification in a user's bell. Other modules call it inside their own transaction, so the
 * notification exists exactly when their change does. The user must belong to the school.
 */
export async function notify(
  tx: DbOrTx,
  input: { schoolId: number; userId: number } & NotificationInput,
): Promise<NotificationRow> {
  const { title, body, navigate } = parseInput(notificationInputSchema, input)
  // A caller's bug, not a user's mistake: it surfaces as a logged internal error.
  if (!(await userInSchool(tx, input.userId, input.schoolId)))
    throw new Error(`notify: user ${input.userId} is not in school ${input.schoolId}`)
  return insertNotification(tx, {
    fkSchool: input.schoolId,
    fkUser: input.userId,
    title,
    body,
    navigate: navigate ?? null,
  })
}
