import type { QueryInvoicePdfArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { invoicePdfFile } from '../pdf-files'

export const invoicePdf = guard(
  actions.ledger.invoicePdf,
  (a: QueryInvoicePdfArgs) => ({ invoice: a.IDInvoice }),
  (args: QueryInvoicePdfArgs, { viewer }, ctx) =>
    invoicePdfFile(ctx.db, viewer.schoolId, args.IDInvoice, viewer.userId),
)
