import type { QueryGetChildLeaveRequestsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { childLeave } from '../reads'
import { toLeaveRequest } from './leave-mapper'

export const getChildLeaveRequests = guard(
  actions.leave.ofChild,
  (a: QueryGetChildLeaveRequestsArgs) => ({ child: a.childID }),
  async (args: QueryGetChildLeaveRequestsArgs, { viewer }, ctx) =>
    (await childLeave(ctx.db, viewer.schoolId, args.childID)).map(toLeaveRequest),
)
