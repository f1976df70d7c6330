import type { QueryFindAllConfigByCategoryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listCodesOfCategory } from '../service'
import { toCode } from './tenancy-mapper'

export const findAllConfigByCategory = guard(
  actions.tenancy.publicConfig,
  async (args: QueryFindAllConfigByCategoryArgs, _grant, ctx) => {
    const { totalCount, rows } = await listCodesOfCategory(
      ctx.db,
      args.filter.fkSchool,
      args.searchCategory,
      args.pagination,
    )
    return { totalCount, data: rows.map(toCode) }
  },
)
