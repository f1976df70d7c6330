import type { QueryFindAllStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listStaff } from '../service'
import { toStaff } from './staff-mapper'

export const findAllStaff = guard(
  actions.staff.read,
  bySchool,
  async (args: QueryFindAllStaffArgs, grant, ctx) => {
    const { IDSchool: _school, ...rest } = args
    const page = await listStaff(ctx.db, grant, grant.viewer.schoolId, rest)
    return { totalCount: page.totalCount, data: page.data.map(toStaff) }
  },
)
