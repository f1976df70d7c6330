import type { MutationScheduleTrialPeriodVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { bookSlot } from '../booking'
import { toVisit } from './visit-mapper'

export const scheduleTrialPeriodVisit = guard(
  actions.visits.book,
  (a: MutationScheduleTrialPeriodVisitArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationScheduleTrialPeriodVisitArgs, { viewer }, ctx) =>
    toVisit(
      await bookSlot(ctx.db, viewer, args.IDEnquiry, 'trial', {
        date: args.date,
        from: args.from,
        to: args.to,
      }),
    ),
)
