import { actorOf, namedActorOf } from '../../../platform/authz/actor'
import type { MutationRequestEmailChangeArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { myAccount, requestEmailChange as request } from '../account'

export const requestEmailChange = guard(
  actions.account.self,
  async (args: MutationRequestEmailChangeArgs, { viewer }, ctx) => {
    await request(ctx.db, namedActorOf(viewer), args)
    return myAccount(ctx.db, actorOf(viewer))
  },
)
