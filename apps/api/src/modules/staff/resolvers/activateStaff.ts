import type { MutationActivateStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { activateStaff as activate } from '../service'
import { toStaff } from './staff-mapper'

export const activateStaff = guard(actions.staff.write, async (args: MutationActivateStaffArgs, grant, ctx) =>
  toStaff(await activate(ctx.db, grant, assertOwnSchool(grant.viewer, args.IDSchool), args.staffID)),
)
