import type { MutationUpdateRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { updateRole as update } from '../service'
import { toRole } from './role-mapper'

export const updateRole = guard(
  actions.roles.write,
  bySchool,
  async (args: MutationUpdateRoleArgs, grant, ctx) =>
    toRole(await update(ctx.db, grant, grant.viewer.schoolId, args.roleID, args.roleData)),
)
