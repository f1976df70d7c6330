import { financeSearchSchema, searchAmountCents } from '@preschool/domain'
import { invoices, refunds } from '../../../db/schema'
import type { QuerySearchFinanceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf, scopeCondition } from '../../../platform/authz/centre-scope'
import { bySchool, guard } from '../../../platform/authz/guard'
import { parseInput } from '../../../platform/errors/domain-error'
import { toLimitOffset } from '../../../platform/pagination'
import { searchFinanceDocuments } from '../search-queries'

export const searchFinance = guard(
  actions.finance.search,
  bySchool,
  async (args: QuerySearchFinanceArgs, { viewer }, ctx) => {
    const { keyword } = parseInput(financeSearchSchema, { keyword: args.keyword })
    const scope = centreScopeOf(viewer)
    const found = await searchFinanceDocuments(
      ctx.db,
      viewer.schoolId,
      keyword,
      searchAmountCents(keyword),
      { invoice: scopeCondition(scope, invoices.fkCentre), refund: scopeCondition(scope, refunds.fkCentre) },
      toLimitOffset(args.pagination),
    )
    return {
      totalCount: found.totalCount,
      data: found.rows.map((r) => ({
        kind: r.kind,
        ID: r.id,
        IDInvoice: r.id_invoice,
        number: r.number,
        IDChild: r.fk_child,
        childName: r.child_name,
        amount: r.amount,
        date: r.date,
        status: r.status,
      })),
    }
  },
)
