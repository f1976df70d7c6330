import type { QueryFindAllCentreLevelArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listOffer } from '../service'
import { toCentreLevel } from './centre-mapper'

export const findAllCentreLevel = guard(
  actions.centres.offer,
  (a: QueryFindAllCentreLevelArgs) => ({ school: a.IDSchool, centre: a.centreID }),
  async (args: QueryFindAllCentreLevelArgs, _grant, ctx) => {
    const offer = await listOffer(ctx.db, args.centreID)
    return { totalCount: offer.length, data: offer.map(toCentreLevel) }
  },
)
