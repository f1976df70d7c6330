import type { QueryFindStaffByIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { getStaffMember } from '../service'
import { toStaff } from './staff-mapper'

export const findStaffByID = guard(
  actions.staff.read,
  bySchool,
  async (args: QueryFindStaffByIdArgs, grant, ctx) =>
    toStaff(await getStaffMember(ctx.db, grant, grant.viewer.schoolId, args.staffID)),
)
