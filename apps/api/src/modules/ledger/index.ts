import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'
import { subscribe } from '../../platform/events/bus'
import { issueRegistrationInvoiceOnConsent } from './issue-on-consent'

export const ledgerModule = defineModule(import.meta.url, resolvers)

subscribe('consentCompleted', issueRegistrationInvoiceOnConsent)

// The module's public surface (decision 0026): card and giro settle invoices through it; enrolment listens to its
// event.
export type { RegistrationInvoicePaid } from './events'
export { type InvoiceRow, selectDepositPaid, selectEnquiryInvoice, selectInvoice } from './queries'
export { REGISTRATION_PAYMENT_STATES, registrationInvoiceOf } from './registration-invoice'
export { type Settlement, type SettlementResult, settleInvoice } from './settle'
export { placeOf } from './billing'
// Charges: what attendance, events and purchases bill on the next invoice (DESIGN.md "The operating day").
export { type ChargeInput, type ChargeRow, recordCharge, selectChildCharges, voidCharges } from './charges'
// Refunds: what withdrawals, transfers and double payments give back; finance pays and completes them.
export { type RefundInput, type RefundRow, cancelRefunds, raiseRefund } from './refunds'
