import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { ownLeave } from '../reads'
import { toLeaveRequest } from './leave-mapper'

export const getMyLeaveRequests = guard(actions.leave.own, async (_args: unknown, { viewer }, ctx) =>
  (await ownLeave(ctx.db, viewer.schoolId, viewer.userId)).map(toLeaveRequest),
)
