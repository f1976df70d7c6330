import type { QueryLoginArgs } from '../../../generated/graphql'
import { KNOWN_DEVICE_COOKIE } from '../../../platform/auth/known-device'
import { auditedSignIn } from '../../../platform/audit/marks'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { login as signIn } from '../login'

export const login = auditedSignIn(
  guard(actions.identity.signIn, async (args: QueryLoginArgs, _grant, ctx) => ({
    token: await signIn(
      ctx.db,
      ctx.config,
      { ip: ctx.ip, device: ctx.cookie(KNOWN_DEVICE_COOKIE), setCookie: ctx.setCookie },
      args,
    ),
  })),
)
