import type { MutationActivateRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { setRoleActive } from '../service'
import { toRole } from './role-mapper'

export const activateRole = guard(
  actions.roles.write,
  async (args: MutationActivateRoleArgs, { viewer }, ctx) =>
    toRole(
      await setRoleActive(ctx.db, viewer, assertOwnSchool(viewer, args.IDSchool), args.roleID, args.active),
    ),
)
