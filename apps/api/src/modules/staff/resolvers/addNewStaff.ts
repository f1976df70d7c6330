import type { MutationAddNewStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { addStaff } from '../service'
import { toStaff } from './staff-mapper'

export const addNewStaff = guard(
  actions.staff.write,
  bySchool,
  async (args: MutationAddNewStaffArgs, grant, ctx) =>
    toStaff(await addStaff(ctx.db, grant, grant.viewer.schoolId, args.staffData)),
)
