import type { QueryFindAllBusArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listBuses } from '../service'
import { toBus } from './bus-mapper'

export const findAllBus = guard(
  actions.buses.read,
  bySchool,
  async (args: QueryFindAllBusArgs, grant, ctx) => {
    const { totalCount, rows } = await listBuses(ctx.db, grant, args.filter, args.pagination)
    return { totalCount, data: rows.map(toBus) }
  },
)
