import type { MutationAddNewStaffArgs as Args } from '../../../generated/graphql'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard, guardByCase } from '../../../platform/authz/guard'
import type { Context } from '../../../platform/context'
import { addStaff } from '../service'
import { givesHeadOffice } from './staff-targets'
import { toStaff } from './staff-mapper'

const add = async (args: Args, grant: SignedInGrant, ctx: Context) =>
  toStaff(await addStaff(ctx.db, grant, grant.viewer.schoolId, args.staffData))

/** A new member with head office access is head office's to add; any other, staff with user management write. */
export const addNewStaff = guardByCase(
  givesHeadOffice,
  guard(actions.staff.headOffice, bySchool, add),
  guard(actions.staff.write, bySchool, add),
)
