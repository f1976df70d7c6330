import type { QueryFindAllCodesForAdminArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toCode } from '../../tenancy'
import { listCodesForAdmin } from '../service'

export const findAllCodesForAdmin = guard(
  actions.schoolConfig.read,
  bySchool,
  async (args: QueryFindAllCodesForAdminArgs, { viewer }, ctx) => {
    const { totalCount, rows } = await listCodesForAdmin(
      ctx.db,
      viewer.schoolId,
      args.searchCategory,
      args.pagination,
    )
    return { totalCount, data: rows.map(toCode) }
  },
)
