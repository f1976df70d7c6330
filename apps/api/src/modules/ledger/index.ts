import { defineModule } from '../../platform/module'
import { subscribe } from '../../platform/events/bus'
import { issueRegistrationInvoiceOnConsent } from './issue-on-consent'
import { findAllPurchaseItem } from './resolvers/findAllPurchaseItem'
import { getEnquiryDraftMonthlyFeeInvoice } from './resolvers/getEnquiryDraftMonthlyFeeInvoice'
import { getEnquiryRegistrationInvoice } from './resolvers/getEnquiryRegistrationInvoice'
import { invoicePdf } from './resolvers/invoicePdf'
import { markRegistrationPaymentAsSuccessful } from './resolvers/markRegistrationPaymentAsSuccessful'
import { receiptByEnquiryID } from './resolvers/receiptByEnquiryID'
import { receiptPdf } from './resolvers/receiptPdf'
import { trialPeriodInvoiceFields } from './resolvers/trial-invoice-field'

export const ledgerModule = defineModule(import.meta.url, {
  Query: {
    getEnquiryRegistrationInvoice,
    getEnquiryDraftMonthlyFeeInvoice,
    receiptByEnquiryID,
    findAllPurchaseItem,
    invoicePdf,
    receiptPdf,
  },
  Mutation: { markRegistrationPaymentAsSuccessful },
  TrialPeriodInvoice: trialPeriodInvoiceFields,
})

subscribe('consentCompleted', issueRegistrationInvoiceOnConsent)

// The module's public surface (decision 0026): card and giro settle invoices through it; enrolment listens to its
// event.
export type { RegistrationInvoicePaid } from './events'
export { type InvoiceRow, selectEnquiryInvoice, selectInvoice } from './queries'
export { REGISTRATION_PAYMENT_STATES, registrationInvoiceOf } from './registration-invoice'
export { type Settlement, type SettlementResult, settleInvoice } from './settle'
export { placeOf } from './billing'
