import type { MutationRejectLeaveRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideLeave } from '../requests'
import { toLeaveRequest } from './leave-mapper'

export const rejectLeaveRequest = guard(
  actions.leave.decide,
  (a: MutationRejectLeaveRequestArgs) => ({ leaveRequest: a.IDLeaveRequest }),
  async (args: MutationRejectLeaveRequestArgs, { viewer }, ctx) =>
    toLeaveRequest(
      await decideLeave(
        ctx.db,
        { ...viewer, publicUrl: ctx.config.publicUrl },
        args.IDLeaveRequest,
        'rejected',
        args.remark,
      ),
    ),
)
