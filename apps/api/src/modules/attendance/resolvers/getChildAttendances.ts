import type { QueryGetChildAttendancesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childDays } from '../days'
import { toChildAttendance } from './attendance-mapper'

export const getChildAttendances = guard(
  actions.attendance.ofChild,
  (a: QueryGetChildAttendancesArgs) => ({ child: a.childID }),
  async (args: QueryGetChildAttendancesArgs, { viewer }, ctx) =>
    (await childDays(ctx.db, viewer.schoolId, args.childID, args.from, args.to)).map(toChildAttendance),
)
