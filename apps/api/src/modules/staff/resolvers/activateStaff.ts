import type { MutationActivateStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { activateStaff as activate } from '../service'
import { staffMemberOf } from './staff-targets'
import { toStaff } from './staff-mapper'

export const activateStaff = guard(
  actions.staff.change,
  staffMemberOf,
  async (args: MutationActivateStaffArgs, grant, ctx) =>
    toStaff(await activate(ctx.db, grant, grant.viewer.schoolId, args.staffID)),
)
