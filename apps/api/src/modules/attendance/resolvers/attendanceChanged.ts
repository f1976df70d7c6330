import { filter, pipe } from 'graphql-yoga'
import type { SubscriptionAttendanceChangedArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { scopeIncludes } from '../../../platform/authz/centre-scope'
import { limitedToClasses } from '../../../platform/authz/class-scope'
import { guard } from '../../../platform/authz/guard'
import { forbidden } from '../../../platform/errors/domain-error'
import { ATTENDANCE_CHANNEL, type AttendanceLiveEvent } from '../live'

/**
 * Subscribes once the caller is let through: the stream then carries only the events of the caller's school and
 * centres (one centre when asked), and for a class-scope caller only their classes' marks.
 */
export const attendanceChanged = {
  subscribe: guard(
    actions.attendance.live,
    async (args: SubscriptionAttendanceChangedArgs, { viewer, centres }, ctx) => {
      const only = args.centreId ?? null
      if (only !== null && !scopeIncludes(centres, only)) throw forbidden()
      const classScope = limitedToClasses(viewer)
      const events = await ctx.platform.live.subscribe<AttendanceLiveEvent>(ATTENDANCE_CHANNEL)
      return pipe(
        events,
        filter(
          (e: AttendanceLiveEvent) =>
            e.schoolId === viewer.schoolId &&
            scopeIncludes(centres, e.centreId) &&
            (only === null || e.centreId === only) &&
            (!classScope || e.classId === null || viewer.classIds.includes(e.classId)),
        ),
      )
    },
  ),
  resolve: (e: AttendanceLiveEvent) => ({
    centreID: e.centreId,
    classID: e.classId,
    date: e.date,
    kind: e.kind,
  }),
}
