import type { QueryGetAccessibleCentresForModuleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { accessibleCentres } from '../service'
import { toCentre } from './centre-mapper'

// Any staff member may ask: the module and access type are arguments, so the answer itself carries the check.
export const getAccessibleCentresForModule = guard(
  actions.centres.accessible,
  async (args: QueryGetAccessibleCentresForModuleArgs, grant, ctx) =>
    (await accessibleCentres(ctx.db, grant, args)).map(toCentre),
)
