import type { QueryFindAllStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { listStaff } from '../service'
import { toStaff } from './staff-mapper'

export const findAllStaff = guard(actions.staff.read, async (args: QueryFindAllStaffArgs, grant, ctx) => {
  const { IDSchool, ...rest } = args
  const page = await listStaff(ctx.db, grant, assertOwnSchool(grant.viewer, IDSchool), rest)
  return { totalCount: page.totalCount, data: page.data.map(toStaff) }
})
