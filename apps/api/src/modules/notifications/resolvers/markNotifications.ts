import { actorOf } from '../../../platform/authz/actor'
import type { MutationMarkNotificationsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { markOwnNotifications } from '../service'

export const markNotifications = guard(
  actions.notifications.own,
  async (args: MutationMarkNotificationsArgs, { viewer }, ctx) => {
    await markOwnNotifications(ctx.db, actorOf(viewer), args)
    return true
  },
)
