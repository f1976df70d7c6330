import type { QueryFindAllCalendarEventArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { calendarMonth } from '../lists'
import { toCalendarMonth } from './visit-mapper'

export const findAllCalendarEvent = guard(
  actions.visits.read,
  (a: QueryFindAllCalendarEventArgs) => ({ centre: a.IDCentre }),
  async (args: QueryFindAllCalendarEventArgs, { viewer, centres }, ctx) =>
    toCalendarMonth(
      await calendarMonth(ctx.db, viewer, centres, args.IDCentre ?? null, {
        year: args.year,
        month: args.month,
      }),
    ),
)
