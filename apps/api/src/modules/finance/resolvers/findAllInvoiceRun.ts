import { sql } from 'drizzle-orm'
import { invoiceRuns } from '../../../db/schema'
import type { QueryFindAllInvoiceRunArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeCondition } from '../../../platform/authz/centre-scope'
import { bySchool, guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { selectRunsPage, toInvoiceRun } from '../run-views'

export const findAllInvoiceRun = guard(
  actions.finance.runs,
  bySchool,
  async (args: QueryFindAllInvoiceRunArgs, { viewer }, ctx) => {
    const scope = centreScopeOf(viewer)
    // Centre staff see their centres' runs; a whole-school run is head office's.
    const reach = scope.all
      ? sql`true`
      : sql`${invoiceRuns.fkCentre} is not null and ${scopeCondition(scope, invoiceRuns.fkCentre)}`
    const page = await selectRunsPage(
      ctx.db,
      viewer.schoolId,
      reach,
      args.month ?? null,
      toLimitOffset(args.pagination),
    )
    return { data: page.rows.map((v) => toInvoiceRun(v, viewer)), totalCount: page.total }
  },
)
