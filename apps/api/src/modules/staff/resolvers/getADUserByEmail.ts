import type { QueryGetAdUserByEmailArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { directoryUserByEmail } from '../service'

export const getADUserByEmail = guard(
  actions.staff.directory,
  (args: QueryGetAdUserByEmailArgs, _grant, ctx) =>
    directoryUserByEmail(ctx.platform.directory, ctx.log, args),
)
