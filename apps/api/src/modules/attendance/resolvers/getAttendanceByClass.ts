import type { QueryGetAttendanceByClassArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { classRegister } from '../days'
import { toChildAttendance } from './attendance-mapper'

export const getAttendanceByClass = guard(
  actions.attendance.register,
  (a: QueryGetAttendanceByClassArgs) => ({ class: a.classID }),
  async (args: QueryGetAttendanceByClassArgs, { viewer }, ctx) =>
    (await classRegister(ctx.db, viewer.schoolId, args.classID, args.date)).map(toChildAttendance),
)
