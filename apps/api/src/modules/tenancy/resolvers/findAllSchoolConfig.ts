import type { QueryFindAllSchoolConfigArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listSchoolConfig } from '../service'
import { toSchoolConfig } from './tenancy-mapper'

export const findAllSchoolConfig = guard(
  actions.tenancy.publicConfig,
  async (args: QueryFindAllSchoolConfigArgs, _grant, ctx) => {
    const rows = await listSchoolConfig(ctx.db, args.filter.fkSchool)
    return { totalCount: rows.length, data: rows.map(toSchoolConfig) }
  },
)
