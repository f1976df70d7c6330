import { enquiryStateCode, type PaymentAccessReason, REGISTRATION_PAYMENT_STATE } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { DomainError } from '../../platform/errors/domain-error'
import { type EnquiryRow, schoolEnquiry } from '../enquiries'
import { type InvoiceRow, REGISTRATION_PAYMENT_STATES, registrationInvoiceOf } from '../ledger'
import { type PaymentSessionRow, selectLatestSession } from './queries'

export interface PaymentAccessView {
  available: boolean
  reason: PaymentAccessReason | null
  invoice: InvoiceRow | null
  lastSession: PaymentSessionRow | null
}

/** Why an invoice cannot be paid by card now, or null when it can (the first reason that holds). */
export function refusalOf(invoice: InvoiceRow | null, stateCode: string): PaymentAccessReason | null {
  if (!invoice) return 'notPendingPayment'
  if (invoice.status === 'void') return 'invoiceVoid'
  if (invoice.status === 'paid') return 'invoicePaid'
  if (invoice.outstandingCents <= 0) return 'nothingToPay'
  if (stateCode !== REGISTRATION_PAYMENT_STATE) return 'notPendingPayment'
  return null
}

/**
 * The registration invoice, issued on first need by the ledger. Before the payment step there is none (the ledger
 * refuses to issue it); at the payment step a refusal (no fee set for the child) reaches the family as it is.
 */
async function invoiceOf(tx: DbOrTx, config: Config, enquiry: EnquiryRow): Promise<InvoiceRow | null> {
  try {
    return await registrationInvoiceOf(tx, config, enquiry)
  } catch (error) {
    const atPaymentStep = (REGISTRATION_PAYMENT_STATES as readonly string[]).includes(
      enquiryStateCode(enquiry),
    )
    if (error instanceof DomainError && !atPaymentStep) return null
    throw error
  }
}

export async function paymentAccessOf(
  db: DbOrTx,
  config: Config,
  schoolId: number,
  enquiryId: number,
): Promise<PaymentAccessView> {
  return db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, schoolId, enquiryId)
    const invoice = await tx.transaction((inner) => invoiceOf(inner, config, enquiry))
    const reason = refusalOf(invoice, enquiryStateCode(enquiry))
    const lastSession = invoice ? await selectLatestSession(tx, schoolId, invoice.id) : null
    return { available: reason === null, reason, invoice, lastSession }
  })
}
