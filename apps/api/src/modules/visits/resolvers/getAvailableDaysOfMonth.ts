import { actorOf } from '../../../platform/authz/actor'
import type { QueryGetAvailableDaysOfMonthArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { availableDays } from '../availability'

export const getAvailableDaysOfMonth = guard(
  actions.visits.book,
  (a: QueryGetAvailableDaysOfMonthArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: QueryGetAvailableDaysOfMonthArgs, { viewer }, ctx) =>
    availableDays(ctx.db, actorOf(viewer), args.IDEnquiry, args.visitType, args.month),
)
