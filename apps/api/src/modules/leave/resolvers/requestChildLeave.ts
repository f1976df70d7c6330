import type { MutationRequestChildLeaveArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { requestChildLeave as request } from '../requests'
import { toLeaveRequest } from './leave-mapper'

export const requestChildLeave = guard(
  actions.leave.requestForChild,
  (a: MutationRequestChildLeaveArgs) => ({ child: a.childID }),
  async (args: MutationRequestChildLeaveArgs, { viewer }, ctx) =>
    toLeaveRequest(await request(ctx.db, viewer, args.childID, args.leaveData)),
)
