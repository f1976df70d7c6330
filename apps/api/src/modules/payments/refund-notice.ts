import { formatMoney } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parentInvoicePath } from '../ledger'
import { tellParent } from '../notifications'
import { paymentText } from './notice-texts'

export interface DuplicateRefund {
  schoolId: number
  /** Who paid by card (the session's maker); null once that account is gone, and then nobody is told. */
  payerId: number | null
  invoiceId: number
  invoiceNo: string
  amountCents: number
}

/**
 * Tells the parent who paid (bell and email, in their language) that finance is refunding their card payment taken
 * for an invoice already paid, opening that invoice. In the refund's transaction: told exactly once, when the
 * refund exists, whatever the clicks and replays (the session's lock lets one refund through).
 */
export async function tellDuplicateRefund(tx: DbOrTx, publicUrl: string, r: DuplicateRefund) {
  if (r.payerId === null) return
  const values = { amount: formatMoney(r.amountCents), invoiceNo: r.invoiceNo }
  await tellParent(
    tx,
    {
      schoolId: r.schoolId,
      userId: r.payerId,
      inLanguage: (language) => ({
        title: paymentText(language, 'duplicateRefundTitle'),
        body: paymentText(language, 'duplicateRefund', values),
        actionLabel: paymentText(language, 'seeInvoice'),
      }),
      navigate: parentInvoicePath(r.invoiceId),
    },
    publicUrl,
  )
}
