import type { MutationInsertOrUpdateLeaveTypeArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { saveLeaveType } from '../leave-types'
import { toLeaveType } from './leave-mapper'

export const insertOrUpdateLeaveType = guard(
  actions.leave.writeTypes,
  bySchool,
  async (args: MutationInsertOrUpdateLeaveTypeArgs, { viewer }, ctx) =>
    toLeaveType(await saveLeaveType(ctx.db, viewer.schoolId, args.leaveTypeID ?? null, args.leaveTypeData)),
)
