import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    getInvoiceRun: {},
    findAllInvoiceRun: {},
    findAllInvoiceRunDraft: {},
    createInvoiceRun: {},
    issueInvoiceRun: {},
    discardInvoiceRun: {},
    findAllInvoice: {},
    invoicesByFkChild: {},
    getChildCurrentBalance: {},
    getInvoice: {},
    // The list of payment types is no one's data: any finance staff may read it.
    getOfflineOfflinePaymentReceiptTypes: { allow: ['otherCentre', 'otherSchoolHq'] },
    createReceiptForOfflinePayment: {},
    createAdHocCreditNote: {},
    findAllConsolidatedRefund: {},
  },
}
