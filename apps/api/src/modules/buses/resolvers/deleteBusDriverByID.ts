import type { MutationDeleteBusDriverByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeDriver } from '../service'

export const deleteBusDriverByID = guard(
  actions.buses.editDriver,
  (a: MutationDeleteBusDriverByIdArgs) => ({ busDriver: a.IDBusDriver }),
  (args: MutationDeleteBusDriverByIdArgs, { viewer }, ctx) =>
    removeDriver(ctx.db, viewer.schoolId, args.IDBusDriver),
)
