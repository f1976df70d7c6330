import { actorOf } from '../../../platform/authz/actor'
import type { QueryFindAllVisitAvailabilityArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listAvailability } from '../availability'
import { toAvailability } from './visit-mapper'

export const findAllVisitAvailability = guard(
  actions.visits.read,
  (a: QueryFindAllVisitAvailabilityArgs) => ({ centre: a.IDCentre }),
  async (args: QueryFindAllVisitAvailabilityArgs, { viewer }, ctx) =>
    (await listAvailability(ctx.db, actorOf(viewer), args.IDCentre, { from: args.from, to: args.to })).map(
      toAvailability,
    ),
)
