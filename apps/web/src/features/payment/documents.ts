import { graphql } from '../../generated'
import type { PaymentRegistrationInvoiceQuery } from '../../generated/graphql'

/** The enquiry's registration invoice (issued on first ask at the payment step). */
export const registrationInvoiceQuery = graphql(`
  query PaymentRegistrationInvoice($IDEnquiry: Int!) {
    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {
      ID
      invoiceNo
      label
      status
      invoiceDate
      invoiceDueDate
      totalAmount
      totalTaxAmount
      grandTotal
      outstandingAmount
      items {
        label
        quantity
        unitPrice
        taxable
        taxAmount
        totalAmount
        displayTotalAmount
      }
      receipts {
        ID
        receiptNo
        amount
        paymentType
        referenceNo
        createdAt
      }
      payNow {
        uen
        reference
        amount
        payload
      }
    }
  }
`)

export type RegistrationInvoice = NonNullable<
  PaymentRegistrationInvoiceQuery['getEnquiryRegistrationInvoice']
>
export type InvoiceLine = RegistrationInvoice['items'][number]
export type InvoiceReceiptRow = RegistrationInvoice['receipts'][number]

/** The first month's fees, computed and not issued. */
export const draftMonthlyQuery = graphql(`
  query PaymentDraftMonthly($IDEnquiry: Int!) {
    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {
      label
      month
      totalAmount
      totalTaxAmount
      grandTotal
      items {
        label
        quantity
        unitPrice
        taxable
        taxAmount
        totalAmount
        displayTotalAmount
      }
    }
  }
`)

export const enrolmentStatusQuery = graphql(`
  query PaymentEnrolmentStatus($IDEnquiry: Int!) {
    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      state
      invoicePaid
      giroRequired
      enrolled
    }
  }
`)

export const invoicePdfQuery = graphql(`
  query PaymentInvoicePdf($IDInvoice: Int!) {
    invoicePdf(IDInvoice: $IDInvoice) {
      filename
      contentBase64
    }
  }
`)

export const receiptPdfQuery = graphql(`
  query PaymentReceiptPdf($IDReceipt: Int!) {
    receiptPdf(IDReceipt: $IDReceipt) {
      filename
      contentBase64
    }
  }
`)

export const confirmPaymentMutation = graphql(`
  mutation PaymentConfirmRegistration($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {
    markRegistrationPaymentAsSuccessful(
      IDEnquiry: $IDEnquiry
      paymentType: $paymentType
      referenceNo: $referenceNo
    ) {
      duplicate
      enquiryState
      receipt {
        ID
        receiptNo
      }
    }
  }
`)
