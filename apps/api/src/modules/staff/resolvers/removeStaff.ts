import type { MutationRemoveStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { removeStaff as remove } from '../service'

export const removeStaff = guard(actions.staff.write, async (args: MutationRemoveStaffArgs, grant, ctx) => {
  await remove(ctx.db, grant, assertOwnSchool(grant.viewer, args.IDSchool), args.staffID)
  return true
})
