import type { ModuleAccess } from '../../test/access-matrix/entry'
import type { Victims } from '../../test/access-matrix/world'
import { sessionIdOfOrder } from './order-id'

const session = (v: Victims) => ({ IDPaymentSession: sessionIdOfOrder(v.cardOrderId) })

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // card payments: the enquiry's own parents only, never staff (modules/payments tests)
    getPaymentAccess: {},
    getInvoicePaymentAccess: { variables: (v) => ({ IDInvoice: v.invoiceId }) },
    createPaymentSession: { variables: (v) => ({ InvoiceID: v.invoiceId }) },
    updatePaymentSession: { variables: (v) => ({ paymentOrderID: v.cardOrderId }) },
    // orders paid twice: finance at the order's centre (unapplied.test.ts covers the refusals in detail)
    findAllUnappliedCardPayment: {},
    findUnappliedCardPaymentTargets: { variables: session },
    refundUnappliedCardPayment: { variables: session },
    applyUnappliedCardPayment: { variables: (v) => ({ ...session(v), IDInvoice: v.invoiceId }) },
  },
}
