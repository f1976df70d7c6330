import { graphql } from '../../generated'

export const invoicePaymentAccessQuery = graphql(`
  query InvoicePaymentAccess($IDInvoice: Int!) {
    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {
      ...PaymentAccessFields
    }
  }
`)
