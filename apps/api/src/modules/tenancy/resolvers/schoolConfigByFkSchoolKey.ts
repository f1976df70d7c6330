import type { QuerySchoolConfigByFkSchoolKeyArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { getSchoolConfig } from '../service'
import { toSchoolConfig } from './tenancy-mapper'

export const schoolConfigByFkSchoolKey = guard(
  actions.tenancy.publicConfig,
  async (args: QuerySchoolConfigByFkSchoolKeyArgs, _grant, ctx) => {
    const row = await getSchoolConfig(ctx.db, args.fkSchool, args.key)
    return row ? toSchoolConfig(row) : null
  },
)
