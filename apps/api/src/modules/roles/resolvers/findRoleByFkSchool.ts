import type { QueryFindRoleByFkSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listRoles } from '../service'
import { toRole } from './role-mapper'

export const findRoleByFkSchool = guard(
  actions.roles.read,
  bySchool,
  async (args: QueryFindRoleByFkSchoolArgs, { viewer }, ctx) => {
    const roles = await listRoles(ctx.db, viewer.schoolId)
    return { totalCount: roles.length, data: roles.map(toRole) }
  },
)
