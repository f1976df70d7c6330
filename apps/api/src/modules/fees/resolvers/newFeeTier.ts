import { namedActorOf } from '../../../platform/authz/actor'
import type { MutationNewFeeTierArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { addTier } from '../tiers'

export const newFeeTier = guard(
  actions.fees.write,
  (a: MutationNewFeeTierArgs) => ({ school: a.IDSchool, centre: a.data.fkCentre }),
  (args: MutationNewFeeTierArgs, { viewer }, ctx) =>
    addTier(ctx.db, namedActorOf(viewer), args.data, ctx.config.publicUrl),
)
