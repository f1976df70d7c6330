import { PUSH_KINDS, type PushKind, pushPreferencesSchema, pushSubscriptionSchema } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { afterCommit } from '../../platform/audit/request-scope'
import { parseInput } from '../../platform/errors/domain-error'
import { outboxSweep } from '../../platform/mail/delivery-jobs'
import type { PushMessage } from '../../platform/push/web-push'
import {
  deleteOwnPushSubscription,
  insertPushes,
  replaceMutedKinds,
  selectMutedKinds,
  upsertPushSubscription,
} from './push-queries'

/** Saves the caller's device for Web Push (validated like the web's subscription). */
export async function subscribeDevice(db: Db, viewer: Viewer, raw: unknown): Promise<void> {
  const subscription = parseInput(pushSubscriptionSchema, raw)
  await upsertPushSubscription(db, { fkSchool: viewer.schoolId, fkUser: viewer.userId, ...subscription })
}

export async function unsubscribeDevice(db: Db, viewer: Viewer, endpoint: string): Promise<void> {
  await deleteOwnPushSubscription(db, viewer.userId, endpoint)
}

/**
 * The bell's notification as a push to each subscribed device of the users (only parents subscribe), in the
 * caller's transaction; once it commits, the outbox sweep queues their delivery (platform/mail/delivery-jobs.ts).
 */
export async function queuePushes(
  tx: DbOrTx,
  schoolId: number,
  userIds: readonly number[],
  message: PushMessage,
  kind: PushKind,
): Promise<void> {
  if ((await insertPushes(tx, schoolId, userIds, message, kind)) > 0)
    afterCommit((jobs) => jobs.send(outboxSweep, {}))
}

/** Each kind of bell and whether it reaches the parent's devices (every kind does until turned off). */
export interface PushPreference {
  kind: PushKind
  push: boolean
}

export async function ownPushPreferences(db: DbOrTx, viewer: Viewer): Promise<PushPreference[]> {
  const muted = new Set(await selectMutedKinds(db, viewer.userId))
  return PUSH_KINDS.map((kind) => ({ kind, push: !muted.has(kind) }))
}

/** Sets the kinds that push (validated like the account page's choice); the others stay in the bell only. */
export async function updateOwnPushPreferences(
  db: Db,
  viewer: Viewer,
  raw: unknown,
): Promise<PushPreference[]> {
  const { kinds } = parseInput(pushPreferencesSchema, raw)
  const owner = { schoolId: viewer.schoolId, userId: viewer.userId }
  await db.transaction((tx) =>
    replaceMutedKinds(
      tx,
      owner,
      PUSH_KINDS.filter((kind) => !kinds.includes(kind)),
    ),
  )
  return ownPushPreferences(db, viewer)
}
