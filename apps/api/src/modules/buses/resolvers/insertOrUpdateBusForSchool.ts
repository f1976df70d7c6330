import type { MutationInsertOrUpdateBusForSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveBus } from '../service'
import { toBus } from './bus-mapper'

// The centre it goes to and, on update, the bus where it is now: moving a bus needs write at both.
export const insertOrUpdateBusForSchool = guard(
  actions.buses.write,
  (a: MutationInsertOrUpdateBusForSchoolArgs) => ({
    school: a.IDSchool,
    centre: a.data.fkCentre,
    bus: a.busID,
  }),
  async (args: MutationInsertOrUpdateBusForSchoolArgs, { viewer }, ctx) =>
    toBus(await saveBus(ctx.db, viewer.schoolId, args.busID ?? null, args.data, args.children)),
)
