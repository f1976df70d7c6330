import type { QueryGetScheduledVisitsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listCentreVisits } from '../lists'
import { toVisit } from './visit-mapper'

export const getScheduledVisits = guard(
  actions.visits.read,
  (a: QueryGetScheduledVisitsArgs) => ({ centre: a.IDCentre }),
  async (args: QueryGetScheduledVisitsArgs, { viewer }, ctx) => {
    const { visitType, status, from, to } = args
    const page = await listCentreVisits(
      ctx.db,
      viewer,
      args.IDCentre,
      { visitType, status, from, to },
      args.pagination,
    )
    return { totalCount: page.totalCount, data: page.data.map(toVisit) }
  },
)
