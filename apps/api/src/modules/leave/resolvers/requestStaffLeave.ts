import type { MutationRequestStaffLeaveArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { requestStaffLeave as request } from '../requests'
import { toLeaveRequest } from './leave-mapper'

export const requestStaffLeave = guard(
  actions.leave.own,
  async (args: MutationRequestStaffLeaveArgs, { viewer }, ctx) =>
    toLeaveRequest(await request(ctx.db, viewer, args.leaveData)),
)
