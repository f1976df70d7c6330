import type { MutationForgetPasswordArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { requestPasswordReset } from '../password-reset'

export const forgetPassword = guard(
  actions.identity.signIn,
  async (args: MutationForgetPasswordArgs, _grant, ctx) => {
    await requestPasswordReset(ctx.db, ctx.config, ctx.ip, args)
    return true
  },
)
