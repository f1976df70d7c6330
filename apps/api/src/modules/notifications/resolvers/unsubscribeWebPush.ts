import type { MutationUnsubscribeWebPushArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { unsubscribeDevice } from '../push'

export const unsubscribeWebPush = guard(
  actions.notifications.push,
  async (args: MutationUnsubscribeWebPushArgs, { viewer }, ctx) => {
    await unsubscribeDevice(ctx.db, viewer, args.endpoint)
    return true
  },
)
