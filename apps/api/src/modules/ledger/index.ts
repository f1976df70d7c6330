// The module's public surface (decision 0026): card and giro settle invoices through it; enrolment listens to its
// event. Its GraphQL part is registered in graphql/modules.ts.
export type { RegistrationInvoicePaid } from './events'
export { type InvoiceRow, selectInvoice } from './queries'
export { REGISTRATION_PAYMENT_STATES, registrationInvoiceOf } from './registration-invoice'
export { type Settlement, type SettlementResult, settleInvoice } from './settle'
