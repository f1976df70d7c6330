import { actorOf } from '../../../platform/authz/actor'
import type { MutationMarkBroadcastingAsReadArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { MARK_READ_MAX, markRead } from '../publishing'

/** Each broadcast is a target: the caller must be a parent it was published to. */
export const markBroadcastingAsRead = guard(
  actions.broadcasts.markRead,
  (a: MutationMarkBroadcastingAsReadArgs) => ({ broadcast: a.IDBroadcastings.slice(0, MARK_READ_MAX + 1) }),
  async (args: MutationMarkBroadcastingAsReadArgs, grant, ctx) => {
    await markRead(ctx.db, actorOf(grant.viewer), args.IDBroadcastings, args.isRead)
    return true
  },
)
