import type { MutationCancelMyLeaveRequestArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { cancelOwnLeave } from '../requests'
import { toLeaveRequest } from './leave-mapper'

export const cancelMyLeaveRequest = guard(
  actions.leave.own,
  async (args: MutationCancelMyLeaveRequestArgs, { viewer }, ctx) =>
    toLeaveRequest(await cancelOwnLeave(ctx.db, viewer, args.IDLeaveRequest)),
)
