import type { MutationRegisterArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { register as registerParent } from '../registration'

export const register = guard(actions.identity.signIn, async (args: MutationRegisterArgs, _grant, ctx) => ({
  token: await registerParent(ctx.db, ctx.config, args),
}))
