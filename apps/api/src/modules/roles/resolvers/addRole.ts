import type { MutationAddRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { addRole as add } from '../service'
import { toRole } from './role-mapper'

export const addRole = guard(actions.roles.write, bySchool, async (args: MutationAddRoleArgs, grant, ctx) =>
  toRole(await add(ctx.db, grant, grant.viewer.schoolId, args.roleData)),
)
