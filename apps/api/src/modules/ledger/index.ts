import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'
import { subscribe } from '../../platform/events/bus'
import { issueRegistrationInvoiceOnConsent } from './issue-on-consent'

export const ledgerModule = defineModule(import.meta.url, resolvers)

subscribe('consentCompleted', issueRegistrationInvoiceOnConsent)

// The module's public surface (decision 0026): card and giro settle invoices through it; enrolment listens to its
// event.
export type { RegistrationInvoicePaid } from './events'
export { type InvoiceRow, selectDepositPaid, selectEnquiryInvoice } from './queries'
export { REGISTRATION_PAYMENT_STATES, registrationInvoiceOf } from './registration-invoice'
export { type Settlement, type SettlementResult, settleInvoice } from './settle'
export { placeOf } from './billing'
// Charges: what attendance, events and purchases bill on the next invoice (DESIGN.md "The operating day").
export { type ChargeInput, type ChargeRow, recordCharge, selectChildCharges, voidCharges } from './charges'
// Refunds: what withdrawals, transfers and double payments give back; finance pays and completes them.
export { type RefundInput, type RefundRow, cancelRefunds, raiseRefund } from './refunds'
// The monthly invoice run (modules/finance) numbers its batches and prices its lines with the school's GST rate.
export { lowerOutstanding, selectInvoice, takeDocumentNumber, takeDocumentNumbers } from './queries'
// Credit notes: finance's ad hoc notes and the subsidy files (modules/financefiles).
export { issueCreditNote } from './credit-notes'
// A form's idempotency key: finance's ad hoc invoices and credit notes make one document per key.
export { lockRequestKey, selectCreditNoteByRequestKey, selectInvoiceByRequestKey } from './request-keys'
// Finance's ad hoc invoice (createOfflineInvoice) is issued as every other invoice is.
export { issueInvoice } from './issue'
export { gstRateOf } from './billing'
// Finance's invoice lists and pages show invoices as the payment page does.
export { invoiceView, invoiceViews, parentInvoicePath } from './invoice-views'
export { toInvoice, toReceipt } from './mapper'
export { selectReceiptView } from './view-queries'
