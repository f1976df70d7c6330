import type { MutationRemoveStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { removeStaff as remove } from '../service'

export const removeStaff = guard(
  actions.staff.write,
  bySchool,
  async (args: MutationRemoveStaffArgs, grant, ctx) => {
    await remove(ctx.db, grant, grant.viewer.schoolId, args.staffID)
    return true
  },
)
