import type { QueryFindAllCurrentFeeTierArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listTiers } from '../tiers'

export const findAllCurrentFeeTier = guard(
  actions.fees.read,
  bySchool,
  (args: QueryFindAllCurrentFeeTierArgs, grant, ctx) => listTiers(ctx.db, grant, args.fkCentre, false),
)
