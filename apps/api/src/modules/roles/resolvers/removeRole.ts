import type { MutationRemoveRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { removeRole as remove } from '../service'

export const removeRole = guard(
  actions.roles.write,
  async (args: MutationRemoveRoleArgs, { viewer }, ctx) => {
    await remove(ctx.db, viewer, assertOwnSchool(viewer, args.IDSchool), args.roleID)
    return true
  },
)
