import { enquiryStateCode, LedgerMsg, offlinePaymentInputSchema } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { selectEnquiry } from '../enquiries'
import { invoiceView } from './invoice-views'
import { selectEnquiryInvoice, selectInvoice } from './queries'
import { REGISTRATION_PAYMENT_STATES, registrationInvoiceOf } from './registration-invoice'
import { settleInvoice } from './settle'
import { selectReceiptView } from './view-queries'

/**
 * Staff confirm the registration fee was received offline (PayNow, bank transfer, cash, cheque): the registration
 * invoice's outstanding amount is settled with a receipt, which moves enrolment on (registrationInvoicePaid).
 * Replaying the same reference returns the first receipt and changes nothing, in any state.
 */
export async function confirmRegistrationPayment(
  db: DbOrTx,
  config: Config,
  actor: { schoolId: number; userId: number },
  enquiryId: number,
  raw: unknown,
) {
  const input = parseInput(offlinePaymentInputSchema, raw)
  return db.transaction(async (tx) => {
    const enquiry = await selectEnquiry(tx, actor.schoolId, enquiryId)
    if (!enquiry) throw notFound('Enquiry')
    const payable = (REGISTRATION_PAYMENT_STATES as readonly string[]).includes(enquiryStateCode(enquiry))
    const invoice = payable
      ? await registrationInvoiceOf(tx, config, enquiry)
      : await selectEnquiryInvoice(tx, actor.schoolId, enquiryId, 'registration')
    if (!invoice) throw conflict(LedgerMsg.notAwaitingPayment)
    const settled = await settleInvoice(tx, config, {
      schoolId: actor.schoolId,
      invoiceId: invoice.id,
      amountCents: invoice.outstandingCents,
      paymentType: input.paymentType,
      reference: input.referenceNo,
      actorId: actor.userId,
    })
    const [after, receipt, moved] = await Promise.all([
      selectInvoice(tx, actor.schoolId, invoice.id),
      selectReceiptView(tx, actor.schoolId, settled.receiptId),
      selectEnquiry(tx, actor.schoolId, enquiryId),
    ])
    if (!after || !receipt || !moved) throw notFound('Invoice')
    return {
      invoice: await invoiceView(tx, after),
      receipt,
      duplicate: settled.duplicate,
      enquiryState: enquiryStateCode(moved),
    }
  })
}
