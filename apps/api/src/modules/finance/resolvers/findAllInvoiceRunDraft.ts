import type { QueryFindAllInvoiceRunDraftArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { toLimitOffset } from '../../../platform/pagination'
import { selectDraftsPage, toInvoiceRunDraft } from '../run-views'

export const findAllInvoiceRunDraft = guard(
  actions.finance.run,
  (a: QueryFindAllInvoiceRunDraftArgs) => ({ invoiceRun: a.IDInvoiceRun }),
  async (args: QueryFindAllInvoiceRunDraftArgs, _grant, ctx) => {
    const page = await selectDraftsPage(
      ctx.db,
      args.IDInvoiceRun,
      args.skipped ?? null,
      toLimitOffset(args.pagination),
    )
    return { data: page.rows.map(toInvoiceRunDraft), totalCount: page.total }
  },
)
