import type { CentreResolvers } from '../../../generated/graphql'
import { groupBy, requestBatch } from '../../../platform/request-batch'
import { selectLevelCounts, selectNearbyPostcodes, selectOffered } from '../queries'
import { toCentreLevel } from './centre-mapper'

// One statement per field for a whole list of centres, and none when the field is not asked for.
const offerOf = requestBatch(
  async (ctx, ids: number[]) => groupBy(await selectOffered(ctx.db, ids), (o) => o.fkCentre),
  [],
)
const nearbyOf = requestBatch(
  async (ctx, ids: number[]) => groupBy(await selectNearbyPostcodes(ctx.db, ids), (n) => n.fkCentre),
  [],
)
const levelCountOf = requestBatch((ctx, ids: number[]) => selectLevelCounts(ctx.db, ids), 0)

/** The Centre fields loaded only when a query asks for them (the list screen shows the count, the form the rest). */
export const CentreFields: Pick<CentreResolvers, 'centreLevels' | 'centreNearbyPostcodes' | 'levelCount'> = {
  centreLevels: async (centre, _args, ctx) => (await offerOf(ctx, centre.ID)).map(toCentreLevel),
  centreNearbyPostcodes: async (centre, _args, ctx) =>
    (await nearbyOf(ctx, centre.ID)).map((n) => ({ ID: n.id, postcode: n.postcode })),
  levelCount: (centre, _args, ctx) => levelCountOf(ctx, centre.ID),
}
