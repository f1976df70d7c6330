import type { QueryValidateUserArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { validateSsoToken } from '../service'

export const validateUser = guard(
  actions.identity.signIn,
  async (args: QueryValidateUserArgs, _grant, ctx) => ({
    token: await validateSsoToken(ctx.db, args.tokenString, ctx.config.sessionTtlHours),
  }),
)
