import type { MutationUpdateStaffArgs as Args } from '../../../generated/graphql'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { guard, guardByCase } from '../../../platform/authz/guard'
import type { Context } from '../../../platform/context'
import { updateStaff as update } from '../service'
import { givesHeadOffice, staffMemberOf } from './staff-targets'
import { toStaff } from './staff-mapper'

const save = async (args: Args, grant: SignedInGrant, ctx: Context) =>
  toStaff(await update(ctx.db, grant, grant.viewer.schoolId, args.staffID, args.staffData))

/**
 * Giving or keeping head office access is head office's; taking it away too, since only head office reaches a
 * member who holds it (the `staffMember` target).
 */
export const updateStaff = guardByCase(
  givesHeadOffice,
  guard(actions.staff.headOffice, staffMemberOf, save),
  guard(actions.staff.change, staffMemberOf, save),
)
