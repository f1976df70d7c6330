import { actorOf } from '../../../platform/authz/actor'
import type { QueryGetVisitTimeSlotArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { availableSlots } from '../availability'

export const getVisitTimeSlot = guard(
  actions.visits.book,
  (a: QueryGetVisitTimeSlotArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: QueryGetVisitTimeSlotArgs, { viewer }, ctx) =>
    (await availableSlots(ctx.db, actorOf(viewer), args.IDEnquiry, args.visitType, args.date)).map((s) => ({
      from: s.from,
      to: s.to,
      remaining: s.remaining,
    })),
)
