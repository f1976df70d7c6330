import { offlinePaymentInputSchema } from '@preschool/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { settleInvoice } from '../ledger'
import { selectInvoicesByIds } from './invoice-queries'

/**
 * createReceiptForOfflinePayment: one cheque, transfer or cash payment covering several invoices. Each invoice's
 * outstanding amount is settled (oldest invoice first) with its own receipt through the ledger's settle logic, in
 * one transaction. The payment's reference is the family's; each invoice's part is recorded as 'reference/invoice
 * no.' so a replay of the same request finds every part and changes nothing.
 */
export async function recordOfflineReceipt(
  db: Db,
  config: Config,
  actor: { schoolId: number; userId: number },
  raw: { IDInvoice: number[]; referenceNo: string; paymentType: string },
) {
  const input = parseInput(offlinePaymentInputSchema, {
    referenceNo: raw.referenceNo,
    paymentType: raw.paymentType,
  })
  const ids = [...new Set(raw.IDInvoice)]
  return db.transaction(async (tx) => {
    const list = await selectInvoicesByIds(tx, actor.schoolId, ids)
    if (list.length !== ids.length) throw notFound('Invoice')
    const results = []
    for (const invoice of list) {
      const reference = ids.length === 1 ? input.referenceNo : `${input.referenceNo}/${invoice.invoiceNo}`
      results.push(
        await settleInvoice(tx, config, {
          schoolId: actor.schoolId,
          invoiceId: invoice.id,
          amountCents: invoice.outstandingCents,
          paymentType: input.paymentType,
          reference,
          actorId: actor.userId,
        }),
      )
    }
    return results
  })
}
