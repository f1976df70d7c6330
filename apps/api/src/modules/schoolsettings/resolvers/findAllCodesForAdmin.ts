import type { QueryFindAllCodesForAdminArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { toCode } from '../../tenancy'
import { listCodesForAdmin } from '../service'

export const findAllCodesForAdmin = guard(
  actions.schoolConfig.read,
  async (args: QueryFindAllCodesForAdminArgs, { viewer }, ctx) => {
    const { totalCount, rows } = await listCodesForAdmin(
      ctx.db,
      assertOwnSchool(viewer, args.IDSchool),
      args.searchCategory,
      args.pagination,
    )
    return { totalCount, data: rows.map(toCode) }
  },
)
