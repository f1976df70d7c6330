import type { QueryLoginArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { login as signIn } from '../login'

export const login = guard(actions.identity.signIn, async (args: QueryLoginArgs, _grant, ctx) => ({
  token: await signIn(ctx.db, ctx.config, ctx.ip, args),
}))
