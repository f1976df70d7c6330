import type { QueryFindAllVisitAvailabilityArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listAvailability } from '../availability'
import { toAvailability } from './visit-mapper'

export const findAllVisitAvailability = guard(
  actions.visits.read,
  async (args: QueryFindAllVisitAvailabilityArgs, { viewer, centres }, ctx) =>
    (await listAvailability(ctx.db, viewer, centres, args.IDCentre, { from: args.from, to: args.to })).map(
      toAvailability,
    ),
)
