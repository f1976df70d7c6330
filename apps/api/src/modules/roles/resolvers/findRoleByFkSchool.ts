import type { QueryFindRoleByFkSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { listRoles } from '../service'
import { toRole } from './role-mapper'

export const findRoleByFkSchool = guard(
  actions.roles.read,
  async (args: QueryFindRoleByFkSchoolArgs, { viewer }, ctx) => {
    const roles = await listRoles(ctx.db, assertOwnSchool(viewer, args.IDSchool))
    return { totalCount: roles.length, data: roles.map(toRole) }
  },
)
