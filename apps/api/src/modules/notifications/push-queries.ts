import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { outbox, pushSubscriptions } from '../../db/schema'
import type { PushMessage } from '../../platform/push/web-push'

/** Saves a device for a user; a device another user had subscribed moves to this one (one row per endpoint). */
export async function upsertPushSubscription(
  db: DbOrTx,
  row: { fkSchool: number; fkUser: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { fkSchool: row.fkSchool, fkUser: row.fkUser, p256dh: row.p256dh, auth: row.auth },
    })
}

/** Removes the user's own device by its endpoint; another user's row is left alone. */
export async function deleteOwnPushSubscription(db: DbOrTx, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.fkUser, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

/**
 * A push per device of the users, written to the outbox in the caller's transaction (so it exists exactly when
 * the bell's notification does); the row's text is the JSON the device receives. Returns how many were written.
 */
export async function insertPushes(
  tx: DbOrTx,
  schoolId: number,
  userIds: readonly number[],
  message: PushMessage,
): Promise<number> {
  if (userIds.length === 0) return 0
  const devices = await tx
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.fkSchool, schoolId), inArray(pushSubscriptions.fkUser, [...userIds])))
  if (devices.length === 0) return 0
  await tx.insert(outbox).values(
    devices.map((device) => ({
      fkSchool: schoolId,
      channel: 'push',
      recipient: device.endpoint,
      subject: message.title,
      bodyText: JSON.stringify(message),
    })),
  )
  return devices.length
}
