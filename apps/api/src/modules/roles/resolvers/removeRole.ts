import type { MutationRemoveRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { removeRole as remove } from '../service'

export const removeRole = guard(
  actions.roles.write,
  bySchool,
  async (args: MutationRemoveRoleArgs, grant, ctx) => {
    await remove(ctx.db, grant, grant.viewer.schoolId, args.roleID)
    return true
  },
)
