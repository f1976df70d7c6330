import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // card payments: the enquiry's own parents only, never staff (modules/payments tests)
    getPaymentAccess: {},
    getInvoicePaymentAccess: { variables: (v) => ({ IDInvoice: v.invoiceId }) },
    createPaymentSession: { variables: (v) => ({ InvoiceID: v.invoiceId }) },
    updatePaymentSession: { variables: (v) => ({ paymentOrderID: v.cardOrderId }) },
  },
}
