import { enquiryStateCode, type PaymentAccessReason, REGISTRATION_PAYMENT_STATE } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { DomainError, notFound } from '../../platform/errors/domain-error'
import { type EnquiryRow, schoolEnquiry } from '../enquiries'
import { type InvoiceRow, REGISTRATION_PAYMENT_STATES, registrationInvoiceOf, selectInvoice } from '../ledger'
import { type PaymentSessionRow, selectLatestSession } from './queries'

export interface PaymentAccessView {
  available: boolean
  reason: PaymentAccessReason | null
  invoice: InvoiceRow | null
  lastSession: PaymentSessionRow | null
}

/** The invoices a family pays by card from their invoice's page; a registration invoice is paid on the enquiry's. */
const PAYABLE_FROM_INVOICE_PAGE: readonly string[] = ['monthly', 'adhoc']

/**
 * Why an invoice cannot be paid by card now, or null when it can (the first reason that holds). A registration
 * invoice waits for its enquiry's payment step (`stateCode`); a monthly or ad hoc one only for being owed.
 */
export function refusalOf(invoice: InvoiceRow | null, stateCode: string | null): PaymentAccessReason | null {
  if (!invoice) return 'notPendingPayment'
  if (invoice.status === 'void') return 'invoiceVoid'
  const registration = invoice.invoiceType === 'registration'
  if (invoice.status === 'paid') return registration ? 'invoicePaid' : 'invoiceSettled'
  if (invoice.outstandingCents <= 0) return 'nothingToPay'
  if (registration) return stateCode === REGISTRATION_PAYMENT_STATE ? null : 'notPendingPayment'
  return PAYABLE_FROM_INVOICE_PAGE.includes(invoice.invoiceType) ? null : 'notCardPayable'
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

/** getInvoicePaymentAccess: a monthly or ad hoc invoice of the family's child, and its latest card attempt. */
export async function invoicePaymentAccessOf(
  db: DbOrTx,
  schoolId: number,
  invoiceId: number,
): Promise<PaymentAccessView> {
  const invoice = await selectInvoice(db, schoolId, invoiceId)
  if (!invoice) throw notFound('Invoice')
  const reason = refusalOf(invoice, null)
  const lastSession = await selectLatestSession(db, schoolId, invoice.id)
  return { available: reason === null, reason, invoice, lastSession }
}
