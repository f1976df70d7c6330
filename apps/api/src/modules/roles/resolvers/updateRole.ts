import type { MutationUpdateRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { updateRole as update } from '../service'
import { toRole } from './role-mapper'

export const updateRole = guard(actions.roles.write, async (args: MutationUpdateRoleArgs, { viewer }, ctx) =>
  toRole(await update(ctx.db, viewer, assertOwnSchool(viewer, args.IDSchool), args.roleID, args.roleData)),
)
