import type { QueryGetInvoicePaymentAccessArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { invoicePaymentAccessOf } from '../access'
import { toPaymentAccess } from './payment-mapper'

export const getInvoicePaymentAccess = guard(
  actions.payments.invoiceAccess,
  (a: QueryGetInvoicePaymentAccessArgs) => ({ invoice: a.IDInvoice }),
  async (args, { viewer }, ctx) =>
    toPaymentAccess(await invoicePaymentAccessOf(ctx.db, viewer.schoolId, args.IDInvoice)),
)
