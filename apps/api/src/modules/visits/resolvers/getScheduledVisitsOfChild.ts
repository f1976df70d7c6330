import type { QueryGetScheduledVisitsOfChildArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listChildVisits } from '../lists'
import { toVisit } from './visit-mapper'

/** Signed in: the service lets the child's parents and staff with visits.read through, each to their own reach. */
export const getScheduledVisitsOfChild = guard(
  actions.signedIn,
  async (args: QueryGetScheduledVisitsOfChildArgs, { viewer }, ctx) =>
    (await listChildVisits(ctx.db, viewer, args.IDChild)).map(toVisit),
)
