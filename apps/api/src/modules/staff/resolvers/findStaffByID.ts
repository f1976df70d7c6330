import type { QueryFindStaffByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { getStaffMember } from '../service'
import { toStaff } from './staff-mapper'

export const findStaffByID = guard(actions.staff.read, async (args: QueryFindStaffByIdArgs, grant, ctx) =>
  toStaff(await getStaffMember(ctx.db, grant, assertOwnSchool(grant.viewer, args.IDSchool), args.staffID)),
)
