import type { MutationSendOtpArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { sendOtp } from '../otp'

export const sendOTP = guard(actions.identity.signIn, async (args: MutationSendOtpArgs, _grant, ctx) => {
  await sendOtp(ctx.db, args)
  return true
})
