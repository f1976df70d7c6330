import type { QueryGetLeaveTypesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { selectLeaveTypes } from '../queries'
import { toLeaveType } from './leave-mapper'

export const getLeaveTypes = guard(
  actions.leave.types,
  bySchool,
  async (args: QueryGetLeaveTypesArgs, { viewer }, ctx) =>
    (await selectLeaveTypes(ctx.db, viewer.schoolId, Boolean(args.includeInactive) && viewer.isStaff)).map(
      toLeaveType,
    ),
)
