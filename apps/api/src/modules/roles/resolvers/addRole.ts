import type { MutationAddRoleArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { addRole as add } from '../service'
import { toRole } from './role-mapper'

export const addRole = guard(actions.roles.write, async (args: MutationAddRoleArgs, { viewer }, ctx) =>
  toRole(await add(ctx.db, viewer, assertOwnSchool(viewer, args.IDSchool), args.roleData)),
)
