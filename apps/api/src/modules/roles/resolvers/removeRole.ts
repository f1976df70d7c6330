import type { MutationRemoveRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { removeRole as remove } from '../service'

export const removeRole = guard(
  actions.roles.write,
  bySchool,
  async (args: MutationRemoveRoleArgs, { viewer }, ctx) => {
    await remove(ctx.db, viewer, viewer.schoolId, args.roleID)
    return true
  },
)
