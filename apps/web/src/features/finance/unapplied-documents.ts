import { graphql } from '../../generated'
import type { FinanceUnappliedQuery } from '../../generated/graphql'

/** Card orders the gateway took for an invoice already paid, waiting for finance. */
export const unappliedQuery = graphql(`
  query FinanceUnapplied($IDSchool: Int!, $pagination: Pagination) {
    findAllUnappliedCardPayment(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ID
        orderId
        IDInvoice
        invoiceNo
        IDChild
        childName
        amount
        paidAt
      }
    }
  }
`)
export type UnappliedPayment = FinanceUnappliedQuery['findAllUnappliedCardPayment']['data'][number]

/** The family's open invoices an order can pay. */
export const unappliedTargetsQuery = graphql(`
  query FinanceUnappliedTargets($IDPaymentSession: Int!) {
    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {
      ID
      invoiceNo
      invoiceDate
      childName
      outstandingAmount
    }
  }
`)

export const refundUnappliedMutation = graphql(`
  mutation FinanceRefundUnapplied($IDPaymentSession: Int!, $remark: String) {
    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {
      ID
      resolution
      IDRefund
    }
  }
`)

export const applyUnappliedMutation = graphql(`
  mutation FinanceApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {
    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {
      ID
      resolution
      IDInvoice
      IDReceipt
    }
  }
`)
