import type { QueryGetCentreAttendanceSummariesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { centreSummary } from '../service'
import { toSummary } from './attendance-mapper'

export const getCentreAttendanceSummaries = guard(
  actions.attendance.summary,
  (a: QueryGetCentreAttendanceSummariesArgs) => ({ centre: a.centreId }),
  async (args: QueryGetCentreAttendanceSummariesArgs, grant, ctx) =>
    (await centreSummary(ctx.db, grant, args, false)).map(toSummary),
)
