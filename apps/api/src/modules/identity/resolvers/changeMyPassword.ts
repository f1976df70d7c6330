import { actorOf } from '../../../platform/authz/actor'
import type { MutationChangeMyPasswordArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { changeMyPassword as change } from '../account'

export const changeMyPassword = guard(
  actions.account.self,
  async (args: MutationChangeMyPasswordArgs, { viewer }, ctx) => {
    await change(ctx.db, actorOf(viewer), viewer.sessionId, args)
    return true
  },
)
