import { ageingInputSchema, singaporeToday } from '@preschool/domain'
import { invoices } from '../../../db/schema'
import type { QueryGetAgeingReportArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeCondition } from '../../../platform/authz/centre-scope'
import { bySchool, guard } from '../../../platform/authz/guard'
import { parseInput } from '../../../platform/errors/domain-error'
import { selectAgeing } from '../ageing'

export const getAgeingReport = guard(
  actions.finance.invoices,
  bySchool,
  async (args: QueryGetAgeingReportArgs, { viewer }, ctx) => {
    const { asOf } = parseInput(ageingInputSchema, { asOf: args.asOf ?? singaporeToday() })
    return selectAgeing(
      ctx.db,
      viewer.schoolId,
      scopeCondition(centreScopeOf(viewer), invoices.fkCentre),
      asOf,
    )
  },
)
