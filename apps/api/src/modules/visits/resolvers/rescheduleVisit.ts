import type { MutationRescheduleVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { rescheduleSlot } from '../booking'
import { toVisit } from './visit-mapper'

export const rescheduleVisit = guard(
  actions.visits.manage,
  (a: MutationRescheduleVisitArgs) => ({ visit: a.IDVisit }),
  async (args: MutationRescheduleVisitArgs, { viewer }, ctx) =>
    toVisit(
      await rescheduleSlot(ctx.db, viewer, args.IDVisit, 'centre_visit', {
        date: args.date,
        from: args.from,
        to: args.to,
      }),
    ),
)
