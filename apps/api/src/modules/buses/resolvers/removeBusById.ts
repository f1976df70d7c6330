import type { MutationRemoveBusByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeBus } from '../service'

export const removeBusById = guard(
  actions.buses.remove,
  (a: MutationRemoveBusByIdArgs) => ({ bus: a.IDBus }),
  (args: MutationRemoveBusByIdArgs, { viewer }, ctx) => removeBus(ctx.db, viewer.schoolId, args.IDBus),
)
