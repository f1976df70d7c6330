import type { MutationCreateReceiptForOfflinePaymentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectReceiptView, toReceipt } from '../../ledger'
import { recordOfflineReceipt } from '../offline-receipt'

export const createReceiptForOfflinePayment = guard(
  actions.finance.recordPayment,
  (a: MutationCreateReceiptForOfflinePaymentArgs) => ({ invoice: a.IDInvoice }),
  async (args: MutationCreateReceiptForOfflinePaymentArgs, { viewer }, ctx) => {
    const actor = { schoolId: viewer.schoolId, userId: viewer.userId }
    const results = await recordOfflineReceipt(ctx.db, ctx.config, actor, args)
    const views = await Promise.all(
      results.map((r) => selectReceiptView(ctx.db, viewer.schoolId, r.receiptId)),
    )
    return views.flatMap((v) => (v ? [toReceipt(v)] : []))
  },
)
