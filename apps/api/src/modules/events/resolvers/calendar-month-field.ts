import { monthBounds, singaporeInstant } from '@preschool/domain'
import type { CalendarMonth, CalendarMonthResolvers } from '../../../generated/graphql'
import { type CentreScope, centreScopeOf } from '../../../platform/authz/centre-scope'
import { selectCalendarEvents } from '../queries'
import { toCalendarEvent } from './event-mapper'

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/**
 * CalendarMonth.events: reached only through findAllCalendarEvent, whose guard let staff with visit read at the
 * centre through; for the calendar of all centres, the centres the platform says the caller reaches.
 */
export const CalendarMonthFields: Pick<CalendarMonthResolvers, 'events'> = {
  events: async (parent: CalendarMonth, _args, ctx) => {
    const viewer = await ctx.viewer()
    if (!viewer) return []
    const { first, last } = monthBounds(`${pad(parent.year, 4)}-${pad(parent.month, 2)}`)
    const scope: CentreScope = parent.IDCentre
      ? { all: false, ids: [parent.IDCentre] }
      : centreScopeOf(viewer)
    const end = new Date(singaporeInstant(last, '00:00').getTime() + 86_400_000)
    const rows = await selectCalendarEvents(
      ctx.db,
      viewer.schoolId,
      scope,
      singaporeInstant(first, '00:00'),
      end,
    )
    return rows.map(toCalendarEvent)
  },
}
