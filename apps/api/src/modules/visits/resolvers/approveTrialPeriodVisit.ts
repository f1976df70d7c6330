import type { MutationApproveTrialPeriodVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { approveTrial } from '../decisions'
import { toVisit } from './visit-mapper'

export const approveTrialPeriodVisit = guard(
  actions.visits.approve,
  (a: MutationApproveTrialPeriodVisitArgs) => ({ visit: a.IDVisit }),
  async (args: MutationApproveTrialPeriodVisitArgs, grant, ctx) =>
    toVisit(await approveTrial(ctx.db, ctx.config, grant, args.IDVisit, args.remarks)),
)
