import { documentNo, LedgerMsg, type PaymentType } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { publish } from '../../platform/events/bus'
import { badInput, conflict, notFound } from '../../platform/errors/domain-error'
import './events'
import {
  insertPayment,
  insertReceipt,
  lowerOutstanding,
  selectInvoice,
  selectPaymentByReference,
  takeDocumentNumber,
} from './queries'

export interface Settlement {
  schoolId: number
  invoiceId: number
  amountCents: number
  paymentType: PaymentType
  /** The gateway order, bank or cheque reference: (school, type, reference) is one payment, however often sent. */
  reference: string
  /** Who recorded it; null for the system (a gateway callback, a bank file). */
  actorId: number | null
}

export interface SettlementResult {
  paymentId: number
  receiptId: number
  /** The reference was already recorded: nothing changed, the first payment is returned. */
  duplicate: boolean
}

/**
 * Records a payment and its receipt against an invoice, in the caller's transaction: lowers the outstanding
 * amount (publishing `invoiceOutstandingLowered`), marks the invoice paid at zero and, for a registration invoice,
 * publishes `registrationInvoicePaid`.
 * Idempotent by reference; the invoice row is locked first, so a replay racing the first call finds its payment.
 */
export async function settleInvoice(tx: DbOrTx, config: Config, s: Settlement): Promise<SettlementResult> {
  const invoice = await selectInvoice(tx, s.schoolId, s.invoiceId, { lock: true })
  if (!invoice) throw notFound('Invoice')
  const seen = await selectPaymentByReference(tx, s.schoolId, s.paymentType, s.reference)
  if (seen) {
    if (seen.payment.fkInvoice !== invoice.id || seen.receiptId === null)
      throw conflict(LedgerMsg.referenceUsed)
    return { paymentId: seen.payment.id, receiptId: seen.receiptId, duplicate: true }
  }
  if (invoice.status !== 'issued') throw conflict(LedgerMsg.invoiceNotPayable)
  if (!Number.isInteger(s.amountCents) || s.amountCents <= 0) throw badInput(LedgerMsg.amount)
  if (s.amountCents > invoice.outstandingCents) throw badInput(LedgerMsg.overpaid)
  const payment = await insertPayment(tx, {
    fkSchool: s.schoolId,
    fkInvoice: invoice.id,
    amountCents: s.amountCents,
    paymentType: s.paymentType,
    reference: s.reference,
    fkUser: s.actorId,
  })
  // The invoice lock serialises payments of this invoice; a reference used on another invoice meanwhile lands here.
  if (!payment) throw conflict(LedgerMsg.referenceUsed)
  const settled = await lowerOutstanding(tx, invoice.id, s.amountCents)
  if (!settled) throw conflict(LedgerMsg.invoiceNotPayable)
  const receipt = await insertReceipt(tx, {
    fkSchool: s.schoolId,
    fkPayment: payment.id,
    receiptNo: documentNo('RCT', await takeDocumentNumber(tx, s.schoolId, 'receipt')),
    amountCents: s.amountCents,
  })
  await publish(tx, 'invoiceOutstandingLowered', { schoolId: settled.fkSchool, invoiceId: settled.id })
  if (settled.status === 'paid' && settled.invoiceType === 'registration' && settled.fkEnquiry !== null)
    await publish(tx, 'registrationInvoicePaid', {
      schoolId: settled.fkSchool,
      enquiryId: settled.fkEnquiry,
      invoiceId: settled.id,
      publicUrl: config.publicUrl,
    })
  return { paymentId: payment.id, receiptId: receipt.id, duplicate: false }
}
