import type { QueryFindAllCalendarEventArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { calendarMonth } from '../lists'
import { toCalendarMonth } from './visit-mapper'

export const findAllCalendarEvent = guard(
  actions.visits.read,
  (a: QueryFindAllCalendarEventArgs) => ({ centre: a.IDCentre }),
  async (args: QueryFindAllCalendarEventArgs, { viewer }, ctx) =>
    toCalendarMonth(
      await calendarMonth(ctx.db, viewer, args.IDCentre, { year: args.year, month: args.month }),
    ),
)
