import type { MutationRecordStaffAttendanceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { recordStaffAttendance as record } from '../staff-attendance'
import { toStaffAttendance } from './staff-mapper'

export const recordStaffAttendance = guard(
  actions.attendance.staffWrite,
  (a: MutationRecordStaffAttendanceArgs) => ({ centre: a.centreId }),
  async (args: MutationRecordStaffAttendanceArgs, { viewer }, ctx) =>
    toStaffAttendance(
      await record(
        ctx.db,
        { schoolId: viewer.schoolId, userId: viewer.userId },
        args.centreId,
        args.staffAttendance,
      ),
    ),
)
