import type { MutationAddNewStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { addStaff } from '../service'
import { toStaff } from './staff-mapper'

export const addNewStaff = guard(actions.staff.write, async (args: MutationAddNewStaffArgs, grant, ctx) =>
  toStaff(await addStaff(ctx.db, grant, assertOwnSchool(grant.viewer, args.IDSchool), args.staffData)),
)
