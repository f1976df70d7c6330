import type { QueryGetAdUsersByNameArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { directoryUsersByName } from '../service'

export const getADUsersByName = guard(
  actions.staff.directory,
  (args: QueryGetAdUsersByNameArgs, _grant, ctx) =>
    directoryUsersByName(ctx.platform.directory, ctx.log, args),
)
