import type { MutationRescheduleTrialPeriodVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rescheduleSlot } from '../booking'
import { toVisit } from './visit-mapper'

export const rescheduleTrialPeriodVisit = guard(
  actions.visits.manage,
  (a: MutationRescheduleTrialPeriodVisitArgs) => ({ visit: a.IDVisit }),
  async (args: MutationRescheduleTrialPeriodVisitArgs, { viewer }, ctx) =>
    toVisit(
      await rescheduleSlot(ctx.db, viewer, args.IDVisit, 'trial', {
        date: args.date,
        from: args.from,
        to: args.to,
      }),
    ),
)
