import type { MutationSubscribeWebPushArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { subscribeDevice } from '../push'

export const subscribeWebPush = guard(
  actions.notifications.push,
  async (args: MutationSubscribeWebPushArgs, { viewer }, ctx) => {
    await subscribeDevice(ctx.db, viewer, args.subscription)
    return true
  },
)
