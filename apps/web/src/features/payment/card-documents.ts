import { graphql } from '../../generated'

/** Whether a card payment may start, and how the last one ended: for the registration fee and any invoice. */
export const paymentAccessFields = graphql(`
  fragment PaymentAccessFields on PaymentAccess {
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
`)

export const paymentAccessQuery = graphql(`
  query PaymentAccess($IDEnquiry: Int!) {
    getPaymentAccess(IDEnquiry: $IDEnquiry) {
      ...PaymentAccessFields
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
