import type { PushKind } from '@preschool/domain'
import { and, eq, inArray, notExists } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
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

/**
 * A push per device of the users who have not turned this kind off, written to the outbox in the caller's
 * transaction (so it exists exactly when the bell's notification does); the row's text is the JSON the device
 * receives. Returns how many were written.
 */
export async function insertPushes(
  tx: DbOrTx,
  schoolId: number,
  userIds: readonly number[],
  message: PushMessage,
  kind: PushKind,
): Promise<number> {
  if (userIds.length === 0) return 0
  const devices = await tx
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.fkSchool, schoolId),
        inArray(pushSubscriptions.fkUser, [...userIds]),
        notExists(
          tx
            .select({ kind: pushMutedKinds.kind })
            .from(pushMutedKinds)
            .where(and(eq(pushMutedKinds.fkUser, pushSubscriptions.fkUser), eq(pushMutedKinds.kind, kind))),
        ),
      ),
    )
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
