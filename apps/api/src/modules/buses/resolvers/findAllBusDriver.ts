import type { QueryFindAllBusDriverArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listDrivers } from '../service'
import { toBusDriver } from './bus-mapper'

export const findAllBusDriver = guard(
  actions.buses.read,
  bySchool,
  async (args: QueryFindAllBusDriverArgs, grant, ctx) => {
    const { totalCount, rows } = await listDrivers(ctx.db, grant, args.filter, args.pagination)
    return { totalCount, data: rows.map(toBusDriver) }
  },
)
