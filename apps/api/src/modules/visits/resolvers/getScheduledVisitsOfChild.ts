import type { QueryGetScheduledVisitsOfChildArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listReach, reachCondition } from '../../../platform/authz/reach'
import { listChildVisits } from '../lists'
import { toVisit } from './visit-mapper'

export const getScheduledVisitsOfChild = guard(
  actions.visits.ofChild,
  (a: QueryGetScheduledVisitsOfChildArgs) => ({ child: a.IDChild }),
  async (args: QueryGetScheduledVisitsOfChildArgs, grant, ctx) =>
    (await listChildVisits(ctx.db, grant.viewer, reachCondition(grant, listReach.visits), args.IDChild)).map(
      toVisit,
    ),
)
