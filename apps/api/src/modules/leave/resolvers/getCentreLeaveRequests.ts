import type { QueryGetCentreLeaveRequestsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { badInput } from '../../../platform/errors/domain-error'
import { centreLeave } from '../reads'
import { toLeaveRequest } from './leave-mapper'

export const getCentreLeaveRequests = guard(
  actions.leave.centre,
  (a: QueryGetCentreLeaveRequestsArgs) => ({ centre: a.centreID }),
  async (args: QueryGetCentreLeaveRequestsArgs, { viewer }, ctx) => {
    // The calendar shows live leave: pending and approved.
    if (args.status && args.status !== 'pending' && args.status !== 'approved')
      throw badInput('status: only pending or approved leave is listed')
    const status = args.status ?? null
    return (await centreLeave(ctx.db, viewer.schoolId, args.centreID, args.from, args.to, status)).map(
      toLeaveRequest,
    )
  },
)
