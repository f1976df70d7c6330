import type { MutationUpdateStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { updateStaff as update } from '../service'
import { toStaff } from './staff-mapper'

export const updateStaff = guard(actions.staff.write, async (args: MutationUpdateStaffArgs, grant, ctx) =>
  toStaff(
    await update(ctx.db, grant, assertOwnSchool(grant.viewer, args.IDSchool), args.staffID, args.staffData),
  ),
)
