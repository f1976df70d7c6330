import type { MutationRejectScheduledVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rejectCentreVisit } from '../decisions'
import { toVisit } from './visit-mapper'

export const rejectScheduledVisit = guard(
  actions.visits.approve,
  (a: MutationRejectScheduledVisitArgs) => ({ visit: a.IDVisit }),
  async (args: MutationRejectScheduledVisitArgs, grant, ctx) =>
    toVisit(await rejectCentreVisit(ctx.db, ctx.config, grant, args.IDVisit, args.remarks)),
)
