import { actorOf } from '../../../platform/authz/actor'
import type { MutationUpdateMyProfileArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { myAccount, updateMyProfile as update } from '../account'

export const updateMyProfile = guard(
  actions.account.self,
  async (args: MutationUpdateMyProfileArgs, { viewer }, ctx) => {
    const actor = actorOf(viewer)
    await update(ctx.db, actor, args)
    return myAccount(ctx.db, actor)
  },
)
