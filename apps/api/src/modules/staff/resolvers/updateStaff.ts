import type { MutationUpdateStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { updateStaff as update } from '../service'
import { toStaff } from './staff-mapper'

export const updateStaff = guard(
  actions.staff.write,
  bySchool,
  async (args: MutationUpdateStaffArgs, grant, ctx) =>
    toStaff(await update(ctx.db, grant, grant.viewer.schoolId, args.staffID, args.staffData)),
)
