import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The invoices among searchFinance's hits (a receipt's id may equal an invoice's). */
const invoiceHits = (data: unknown) =>
  (data as { data: { kind: string; ID: number }[] }).data.filter((h) => h.kind === 'invoice').map((h) => h.ID)

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
    // Staff of another centre search the school but never find the victim family's invoice.
    searchFinance: {
      variables: (v) => ({ IDSchool: v.world.school.id, keyword: 'Ava' }),
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { kind ID } }',
        ids: invoiceHits,
        victim: (v) => v.invoiceId,
      },
    },
    getAccountListing: {},
    getAgeingReport: {},
    createOfflineInvoice: {},
  },
}
