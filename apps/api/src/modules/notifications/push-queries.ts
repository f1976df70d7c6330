import type { PushKind } from '@preschool/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { insertMany } from '../../db/insert-many'
import { groupBy } from '../../platform/request-batch'
import { outbox, pushMutedKinds, pushSubscriptions, users } from '../../db/schema'
import type { PushMessage } from '../../platform/push/web-push'
import type { Actor } from '../../platform/authz/actor'

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

/** One push to send: whose devices, under which of their push choices, with what words. */
export interface PushItem {
  schoolId: number
  userId: number
  message: PushMessage
  kind: PushKind
}

/**
 * A push per device of each item's user, unless the user turned its kind off, written to the outbox in the caller's
 * transaction (so it exists exactly when the bell's notification does); the row's text is the JSON the device
 * receives. Three statements at most, whatever the number of items. Returns how many were written.
 */
export async function insertPushes(tx: DbOrTx, items: readonly PushItem[]): Promise<number> {
  if (items.length === 0) return 0
  const userIds = [...new Set(items.map((item) => item.userId))]
  const devices = await tx
    .select({
      userId: pushSubscriptions.fkUser,
      schoolId: pushSubscriptions.fkSchool,
      endpoint: pushSubscriptions.endpoint,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.fkUser, userIds))
  if (devices.length === 0) return 0
  const muted = await tx
    .select({ userId: pushMutedKinds.fkUser, kind: pushMutedKinds.kind })
    .from(pushMutedKinds)
    .where(inArray(pushMutedKinds.fkUser, [...new Set(devices.map((device) => device.userId))]))
  const isMuted = new Set(muted.map((m) => `${m.userId}:${m.kind}`))
  const devicesOf = groupBy(devices, (device) => device.userId)
  const rows = items.flatMap((item) =>
    isMuted.has(`${item.userId}:${item.kind}`)
      ? []
      : (devicesOf.get(item.userId) ?? [])
          .filter((device) => device.schoolId === item.schoolId)
          .map((device) => ({
            fkSchool: item.schoolId,
            channel: 'push',
            recipient: device.endpoint,
            subject: item.message.title,
            bodyText: JSON.stringify(item.message),
          })),
  )
  if (rows.length > 0) await tx.execute(insertMany(outbox, rows))
  return rows.length
}

/** The kinds the user turned off for push. */
export async function selectMutedKinds(db: DbOrTx, userId: number): Promise<PushKind[]> {
  const rows = await db
    .select({ kind: pushMutedKinds.kind })
    .from(pushMutedKinds)
    .where(eq(pushMutedKinds.fkUser, userId))
  return rows.map((row) => row.kind as PushKind)
}

/**
 * Replaces the user's muted kinds with these, in the caller's transaction. The user's row is locked first, so two
 * choices saved at once end as one of them, never their union or a duplicate key.
 */
export async function replaceMutedKinds(tx: DbOrTx, owner: Actor, kinds: readonly PushKind[]): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update')
  await tx.delete(pushMutedKinds).where(eq(pushMutedKinds.fkUser, owner.userId))
  if (kinds.length > 0)
    await tx
      .insert(pushMutedKinds)
      .values(kinds.map((kind) => ({ fkSchool: owner.schoolId, fkUser: owner.userId, kind })))
}
