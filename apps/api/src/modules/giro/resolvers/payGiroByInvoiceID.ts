import type { MutationPayGiroByInvoiceIdArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { payInvoiceByGiro } from '../accounts'

export const payGiroByInvoiceID = guard(
  actions.giro.payInvoice,
  (a: MutationPayGiroByInvoiceIdArgs) => ({ invoice: a.InvoiceID }),
  async (args, grant, ctx) => {
    await payInvoiceByGiro(ctx.db, ctx.config, grant, args.InvoiceID)
    return true
  },
)
