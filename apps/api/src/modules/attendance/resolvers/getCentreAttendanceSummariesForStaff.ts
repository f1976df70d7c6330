import type { QueryGetCentreAttendanceSummariesForStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { centreSummary } from '../service'
import { toSummary } from './attendance-mapper'

export const getCentreAttendanceSummariesForStaff = guard(
  actions.attendance.summary,
  (a: QueryGetCentreAttendanceSummariesForStaffArgs) => ({ centre: a.centreId }),
  async (args: QueryGetCentreAttendanceSummariesForStaffArgs, grant, ctx) =>
    (await centreSummary(ctx.db, grant, args, true)).map(toSummary),
)
