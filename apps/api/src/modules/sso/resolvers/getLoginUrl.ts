import type { QueryGetLoginUrlArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { startSsoSignIn } from '../service'

export const getLoginUrl = guard(
  actions.identity.signIn,
  async (args: QueryGetLoginUrlArgs, _grant, ctx) => ({
    url: await startSsoSignIn({ db: ctx.db, sso: ctx.platform.sso, log: ctx.log }, args.fkSchool),
  }),
)
