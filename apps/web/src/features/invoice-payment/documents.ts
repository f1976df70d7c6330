import { graphql } from '../../generated'

export const invoicePaymentAccessQuery = graphql(`
  query InvoicePaymentAccess($IDInvoice: Int!) {
    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {
      available
      reason
      message
      IDInvoice
      outstanding
      lastOrder {
        orderId
        status
        errorCode
        message
      }
    }
  }
`)
