import type { MutationAddOrUpdateAttendanceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { classRegister } from '../days'
import { addOrUpdateAttendance as mark } from '../marking'
import { toChildAttendance } from './attendance-mapper'

// The class, every child marked (each must be in reach: class scope included) and the corrected mark's class.
export const addOrUpdateAttendance = guard(
  actions.attendance.write,
  (a: MutationAddOrUpdateAttendanceArgs) => ({
    class: a.attendanceUpdate.classID,
    child: a.forChild.slice(0, 60),
    attendanceEntry: a.attendanceId,
  }),
  async (args: MutationAddOrUpdateAttendanceArgs, { viewer }, ctx) => {
    const who = { schoolId: viewer.schoolId, userId: viewer.userId, publicUrl: ctx.config.publicUrl }
    const marked = await mark(ctx.db, who, args.attendanceUpdate, args.forChild, args.attendanceId ?? null)
    const register = await classRegister(
      ctx.db,
      viewer.schoolId,
      args.attendanceUpdate.classID,
      args.attendanceUpdate.date,
    )
    return register.filter((day) => marked.includes(day.childId)).map(toChildAttendance)
  },
)
