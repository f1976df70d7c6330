import type { MutationInsertBusDriverArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { addDriver } from '../service'
import { toBusDriver } from './bus-mapper'

export const insertBusDriver = guard(
  actions.buses.write,
  (a: MutationInsertBusDriverArgs) => ({ school: a.IDSchool, centre: a.data.fkCentre }),
  async (args: MutationInsertBusDriverArgs, { viewer }, ctx) =>
    toBusDriver(await addDriver(ctx.db, viewer.schoolId, args.data)),
)
