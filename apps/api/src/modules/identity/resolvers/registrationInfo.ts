import type { QueryRegistrationInfoArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { readRegistrationInfo } from '../registration'

export const registrationInfo = guard(
  actions.identity.signIn,
  (args: QueryRegistrationInfoArgs, _grant, ctx) => readRegistrationInfo(ctx.db, args.token),
)
