import type { MutationCancelLeaveRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelLeave } from '../requests'
import { toLeaveRequest } from './leave-mapper'

export const cancelLeaveRequest = guard(
  actions.leave.cancel,
  (a: MutationCancelLeaveRequestArgs) => ({ leaveRequest: a.IDLeaveRequest }),
  async (args: MutationCancelLeaveRequestArgs, { viewer }, ctx) =>
    toLeaveRequest(await cancelLeave(ctx.db, viewer, args.IDLeaveRequest)),
)
