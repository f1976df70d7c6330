import type { MutationRejectTrialPeriodVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rejectTrial } from '../decisions'
import { toVisit } from './visit-mapper'

export const rejectTrialPeriodVisit = guard(
  actions.visits.approve,
  (a: MutationRejectTrialPeriodVisitArgs) => ({ visit: a.IDVisit }),
  async (args: MutationRejectTrialPeriodVisitArgs, grant, ctx) =>
    toVisit(await rejectTrial(ctx.db, ctx.config, grant, args.IDVisit, args.remarks)),
)
