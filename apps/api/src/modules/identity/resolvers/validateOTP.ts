import type { MutationValidateOtpArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { validateOtp } from '../otp'

export const validateOTP = guard(
  actions.identity.signIn,
  async (args: MutationValidateOtpArgs, _grant, ctx) => {
    await validateOtp(ctx.db, args)
    return true
  },
)
