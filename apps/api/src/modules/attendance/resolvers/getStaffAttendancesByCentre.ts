import type { QueryGetStaffAttendancesByCentreArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { parseInput } from '../../../platform/errors/domain-error'
import { isoDateSchema } from '@preschool/domain'
import { staffAttendanceDay } from '../staff-attendance'
import { toStaffAttendance } from './staff-mapper'

export const getStaffAttendancesByCentre = guard(
  actions.attendance.staffRegister,
  (a: QueryGetStaffAttendancesByCentreArgs) => ({ centre: a.centreId }),
  async (args: QueryGetStaffAttendancesByCentreArgs, grant, ctx) => {
    const date = parseInput(isoDateSchema(), args.date)
    const day = await staffAttendanceDay(ctx.db, grant, args.centreId, date)
    return {
      centreID: day.centreId,
      date: day.date,
      staff: day.staff.map(toStaffAttendance),
      ratios: day.ratios.map((r) => ({
        classID: r.classId,
        classLabel: r.classLabel,
        childrenIn: r.childrenIn,
        staffIn: r.staffIn,
        teacherRatio: r.teacherRatio,
        capacity: r.capacity,
        overRatio: r.overRatio,
      })),
    }
  },
)
