import { PUSH_KINDS, type PushKind, pushPreferencesSchema, pushSubscriptionSchema } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { afterCommit } from '../../platform/audit/request-scope'
import { parseInput } from '../../platform/errors/domain-error'
import { outboxSweep } from '../../platform/mail/delivery-jobs'
import {
  deleteOwnPushSubscription,
  insertPushes,
  type PushItem,
  replaceMutedKinds,
  selectMutedKinds,
  upsertPushSubscription,
} from './push-queries'

/** Saves the caller's device for Web Push (validated like the web's subscription). */
export async function subscribeDevice(db: Db, actor: Actor, raw: unknown): Promise<void> {
  const subscription = parseInput(pushSubscriptionSchema, raw)
  await upsertPushSubscription(db, { fkSchool: actor.schoolId, fkUser: actor.userId, ...subscription })
}

export async function unsubscribeDevice(db: Db, actor: Actor, endpoint: string): Promise<void> {
  await deleteOwnPushSubscription(db, actor.userId, endpoint)
}

/**
 * The bell's notification as a push to each subscribed device of the users (only parents subscribe), in the
 * caller's transaction; once it commits, the outbox sweep queues their delivery (platform/mail/delivery-jobs.ts).
 */
export async function queuePushes(tx: DbOrTx, items: readonly PushItem[]): Promise<void> {
  if ((await insertPushes(tx, items)) > 0) afterCommit((jobs) => jobs.send(outboxSweep, {}))
}

/** Each kind of bell and whether it reaches the parent's devices (every kind does until turned off). */
export interface PushPreference {
  kind: PushKind
  push: boolean
}

export async function ownPushPreferences(db: DbOrTx, actor: Actor): Promise<PushPreference[]> {
  const muted = new Set(await selectMutedKinds(db, actor.userId))
  return PUSH_KINDS.map((kind) => ({ kind, push: !muted.has(kind) }))
}

/** Sets the kinds that push (validated like the account page's choice); the others stay in the bell only. */
export async function updateOwnPushPreferences(
  db: Db,
  actor: Actor,
  raw: unknown,
): Promise<PushPreference[]> {
  const { kinds } = parseInput(pushPreferencesSchema, raw)
  const owner = { schoolId: actor.schoolId, userId: actor.userId }
  await db.transaction((tx) =>
    replaceMutedKinds(
      tx,
      owner,
      PUSH_KINDS.filter((kind) => !kinds.includes(kind)),
    ),
  )
  return ownPushPreferences(db, actor)
}
