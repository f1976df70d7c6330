import { graphql } from '../../generated'

export const paymentAccessQuery = graphql(`
  query PaymentAccess($IDEnquiry: Int!) {
    getPaymentAccess(IDEnquiry: $IDEnquiry) {
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

export const createPaymentSessionMutation = graphql(`
  mutation CreatePaymentSession($InvoiceID: Int!) {
    createPaymentSession(InvoiceID: $InvoiceID) {
      Id
      checkoutUrl
      Order {
        Id
        Amount
        Currency
      }
    }
  }
`)

export const updatePaymentSessionMutation = graphql(`
  mutation UpdatePaymentSession($paymentOrderID: String!) {
    updatePaymentSession(paymentOrderID: $paymentOrderID) {
      orderId
      status
      errorCode
      message
      IDReceipt
    }
  }
`)
