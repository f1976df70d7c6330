import type { MutationResetPasswordArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { resetPassword as setNewPassword } from '../password-reset'

export const resetPassword = guard(
  actions.identity.signIn,
  async (args: MutationResetPasswordArgs, _grant, ctx) => {
    await setNewPassword(ctx.db, args)
    return true
  },
)
