import type { QueryFindAllUpcomingFeeTierArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listTiers } from '../tiers'

export const findAllUpcomingFeeTier = guard(
  actions.fees.read,
  bySchool,
  (args: QueryFindAllUpcomingFeeTierArgs, grant, ctx) => listTiers(ctx.db, grant, args.fkCentre, true),
)
