import type { QueryCodesByLabelFkSchoolArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listCodesByCategories } from '../service'
import { toCode } from './tenancy-mapper'

export const codesByLabelFkSchool = guard(
  actions.tenancy.publicConfig,
  async (args: QueryCodesByLabelFkSchoolArgs, _grant, ctx) =>
    (await listCodesByCategories(ctx.db, args.fkSchool, args.labels)).map(({ category, codes }) => ({
      category,
      codes: codes.map(toCode),
    })),
)
