import type { QueryGetChildHealthInfoForDayArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childDays } from '../days'
import { toHealthCheck } from './attendance-mapper'

export const getChildHealthInfoForDay = guard(
  actions.attendance.ofChild,
  (a: QueryGetChildHealthInfoForDayArgs) => ({ child: a.childID }),
  async (args: QueryGetChildHealthInfoForDayArgs, { viewer }, ctx) => {
    const [day] = await childDays(ctx.db, viewer.schoolId, args.childID, args.date, args.date)
    const checks = (day?.health ?? []).map(toHealthCheck)
    return { childID: args.childID, date: args.date, checks, fever: checks.some((c) => c.fever) }
  },
)
