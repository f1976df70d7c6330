import type { MutationBookVisitArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { bookSlot } from '../booking'
import { toVisit } from './visit-mapper'

export const bookVisit = guard(
  actions.visits.book,
  (a: MutationBookVisitArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationBookVisitArgs, { viewer }, ctx) =>
    toVisit(
      await bookSlot(ctx.db, viewer, args.IDEnquiry, 'centre_visit', {
        date: args.date,
        from: args.from,
        to: args.to,
      }),
    ),
)
