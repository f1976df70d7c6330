import type { MutationActivateRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { setRoleActive } from '../service'
import { toRole } from './role-mapper'

export const activateRole = guard(
  actions.roles.write,
  bySchool,
  async (args: MutationActivateRoleArgs, grant, ctx) =>
    toRole(await setRoleActive(ctx.db, grant, grant.viewer.schoolId, args.roleID, args.active)),
)
