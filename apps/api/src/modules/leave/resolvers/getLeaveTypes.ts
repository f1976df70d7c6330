import type { QueryGetLeaveTypesArgs } from '../../../generated/graphql'
import { heldAsStaff } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { selectLeaveTypes } from '../queries'
import { toLeaveType } from './leave-mapper'

export const getLeaveTypes = guard(
  actions.leave.types,
  bySchool,
  async (args: QueryGetLeaveTypesArgs, grant, ctx) =>
    (
      await selectLeaveTypes(
        ctx.db,
        grant.viewer.schoolId,
        Boolean(args.includeInactive) && heldAsStaff(grant),
      )
    ).map(toLeaveType),
)
