import { actorOf } from '../../../platform/authz/actor'
import type { MutationConfirmEmailChangeArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { confirmEmailChange as confirm, myAccount } from '../account'

export const confirmEmailChange = guard(
  actions.account.self,
  async (args: MutationConfirmEmailChangeArgs, { viewer }, ctx) => {
    const actor = actorOf(viewer)
    await confirm(ctx.db, actor, args)
    return myAccount(ctx.db, actor)
  },
)
