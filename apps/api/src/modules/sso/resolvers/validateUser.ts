import type { QueryValidateUserArgs } from '../../../generated/graphql'
import { auditedSignIn } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { validateSsoToken } from '../service'

export const validateUser = auditedSignIn(
  guard(actions.identity.signIn, async (args: QueryValidateUserArgs, _grant, ctx) => ({
    token: await validateSsoToken(ctx.db, args.tokenString, ctx.config.sessionTtlHours),
  })),
)
