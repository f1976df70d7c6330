import type { QueryGetChildrenWithoutAttendanceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childrenWithoutAttendance } from '../subsidy-guard'

export const getChildrenWithoutAttendance = guard(
  actions.attendance.subsidyGuard,
  (a: QueryGetChildrenWithoutAttendanceArgs) => ({ centre: a.centreId }),
  async (args: QueryGetChildrenWithoutAttendanceArgs, { viewer }, ctx) =>
    (await childrenWithoutAttendance(ctx.db, viewer.schoolId, args.centreId, args.month)).map((c) => ({
      childID: c.childId,
      firstname: c.firstname,
      lastname: c.lastname,
      enrolledFrom: c.enrolledFrom,
      enrolledTo: c.enrolledTo,
    })),
)
