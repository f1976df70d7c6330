import type { QueryGetInvoiceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { invoiceDetail } from '../invoice-detail'

export const getInvoice = guard(
  actions.finance.invoice,
  (a: QueryGetInvoiceArgs) => ({ invoice: a.IDInvoice }),
  (args: QueryGetInvoiceArgs, { viewer }, ctx) => invoiceDetail(ctx.db, viewer, args.IDInvoice),
)
