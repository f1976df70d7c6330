import { monthBounds, singaporeInstant } from '@preschool/domain'
import type { CalendarMonth, CalendarMonthResolvers } from '../../../generated/graphql'
import { calendarEvents } from '../views'
import { toCalendarEvent } from './event-mapper'

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/**
 * CalendarMonth.events: reached only through findAllCalendarEvent, whose guard let staff with visit read at the
 * centre through; for the calendar of all centres, the caller's own centres (head office: every centre).
 */
export const CalendarMonthFields: Pick<CalendarMonthResolvers, 'events'> = {
  events: async (parent: CalendarMonth, _args, ctx) => {
    const viewer = await ctx.viewer()
    if (!viewer) return []
    const { first, last } = monthBounds(`${pad(parent.year, 4)}-${pad(parent.month, 2)}`)
    const centreIds = parent.IDCentre ? [parent.IDCentre] : viewer.isHQStaff ? null : viewer.centreIds
    const end = new Date(singaporeInstant(last, '00:00').getTime() + 86_400_000)
    const rows = await calendarEvents(
      ctx.db,
      viewer.schoolId,
      centreIds,
      singaporeInstant(first, '00:00'),
      end,
    )
    return rows.map(toCalendarEvent)
  },
}
