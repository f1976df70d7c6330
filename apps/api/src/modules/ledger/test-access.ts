import { type ModuleAccess, ids } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // ledger: the family's invoices and receipts, and staff's confirmation of a payment
    getEnquiryRegistrationInvoice: {},
    getEnquiryDraftMonthlyFeeInvoice: {},
    invoicePdf: {},
    receiptPdf: {},
    receiptByEnquiryID: {
      rows: {
        callers: ['otherParent', 'otherCentre', 'otherSchoolHq'],
        selection: '{ ID }',
        ids,
        victim: (v) => v.receiptId,
      },
    },
    findAllPurchaseItem: {},
    markRegistrationPaymentAsSuccessful: {},
  },
}
