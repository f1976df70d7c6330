import type { BusResolvers } from '../../../generated/graphql'
import { groupBy, requestBatch } from '../../../platform/request-batch'
import { selectBusChildren } from '../queries'

// One statement for the children of a whole page of buses, none when the field is not asked for.
const childrenOf = requestBatch(
  async (ctx, ids: number[]) => groupBy(await selectBusChildren(ctx.db, ids), (c) => c.fkBus),
  [],
)

export const BusFields: Pick<BusResolvers, 'busChildren'> = {
  busChildren: async (bus, _args, ctx) =>
    (await childrenOf(ctx, bus.ID)).map(({ ID, firstname, lastname }) => ({ ID, firstname, lastname })),
}
