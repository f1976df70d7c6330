import type { QueryInvoicesByFkChildArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { invoiceViews, toInvoice } from '../../ledger'
import { selectChildInvoices } from '../invoice-queries'

export const invoicesByFkChild = guard(
  actions.finance.childInvoices,
  (a: QueryInvoicesByFkChildArgs) => ({ child: a.IDChild }),
  async (args: QueryInvoicesByFkChildArgs, { viewer }, ctx) => {
    const rows = await selectChildInvoices(ctx.db, viewer.schoolId, args.IDChild)
    return (await invoiceViews(ctx.db, rows)).map(toInvoice)
  },
)
