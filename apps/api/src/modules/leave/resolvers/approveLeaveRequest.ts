import type { MutationApproveLeaveRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideLeave } from '../requests'
import { toLeaveRequest } from './leave-mapper'

export const approveLeaveRequest = guard(
  actions.leave.decide,
  (a: MutationApproveLeaveRequestArgs) => ({ leaveRequest: a.IDLeaveRequest }),
  async (args: MutationApproveLeaveRequestArgs, { viewer }, ctx) =>
    toLeaveRequest(
      await decideLeave(
        ctx.db,
        { ...viewer, publicUrl: ctx.config.publicUrl },
        args.IDLeaveRequest,
        'approved',
        args.remark,
      ),
    ),
)
