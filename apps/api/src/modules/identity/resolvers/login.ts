import type { QueryLoginArgs } from '../../../generated/graphql'
import { auditedSignIn } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { login as signIn } from '../login'

export const login = auditedSignIn(
  guard(actions.identity.signIn, async (args: QueryLoginArgs, _grant, ctx) => ({
    token: await signIn(ctx.db, ctx.config, ctx.ip, args),
  })),
)
