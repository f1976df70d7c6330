import { actorOf } from '../../../platform/authz/actor'
import type { QueryGetFeeDraftImpactArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { draftImpact } from '../impact'

export const getFeeDraftImpact = guard(
  actions.fees.impact,
  (a: QueryGetFeeDraftImpactArgs) => ({ feeDraft: a.IDFeeDraft }),
  (args: QueryGetFeeDraftImpactArgs, { viewer }, ctx) =>
    draftImpact(ctx.db, actorOf(viewer), args.IDFeeDraft),
)
