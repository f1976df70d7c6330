import type { MutationUpdateBusDriverByFieldsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { editDriver } from '../service'
import { toBusDriver } from './bus-mapper'

// The driver's present centre and the one it moves to must both be in reach.
export const updateBusDriverByFields = guard(
  actions.buses.editDriver,
  (a: MutationUpdateBusDriverByFieldsArgs) => ({ busDriver: a.IDBusDriver, centre: a.data.fkCentre }),
  async (args: MutationUpdateBusDriverByFieldsArgs, { viewer }, ctx) =>
    toBusDriver(await editDriver(ctx.db, viewer.schoolId, args.IDBusDriver, args.data)),
)
