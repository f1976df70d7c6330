import type { MutationRemoveStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { removeStaff as remove } from '../service'
import { staffMemberOf } from './staff-targets'

export const removeStaff = guard(
  actions.staff.change,
  staffMemberOf,
  async (args: MutationRemoveStaffArgs, grant, ctx) => {
    await remove(ctx.db, grant, grant.viewer.schoolId, args.staffID)
    return true
  },
)
