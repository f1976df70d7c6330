import { Access } from '@preschool/domain'
import { schoolConfigs } from '../../db/schema'
import { graphql } from '../../test/generated'
import { buildPaymentSituation, buildSchool, buildStaff, type TestSchool } from '../../test/builders'

export const REGISTRATION_INVOICE = graphql(`
  query LedgerRegistrationInvoice($IDEnquiry: Int!) {
    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {
      ID
      invoiceNo
      status
      grandTotal
      totalTaxAmount
      outstandingAmount
      items {
        label
        quantity
        unitPrice
        taxAmount
        displayTotalAmount
      }
      receipts {
        ID
        receiptNo
        amount
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

export const DRAFT_MONTHLY = graphql(`
  query LedgerDraftMonthly($IDEnquiry: Int!) {
    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {
      month
      grandTotal
      totalTaxAmount
      items {
        label
        unitPrice
        taxAmount
      }
    }
  }
`)

export const CONFIRM = graphql(`
  mutation LedgerConfirmPayment($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {
    markRegistrationPaymentAsSuccessful(
      IDEnquiry: $IDEnquiry
      paymentType: $paymentType
      referenceNo: $referenceNo
    ) {
      duplicate
      enquiryState
      invoice {
        status
        outstandingAmount
      }
      receipt {
        ID
        receiptNo
        amount
        paymentType
        referenceNo
      }
    }
  }
`)

export const RECEIPTS = graphql(`
  query LedgerReceipts($IDEnquiry: Int, $IDEnquiries: [Int!]) {
    receiptByEnquiryID(IDEnquiry: $IDEnquiry, IDEnquiries: $IDEnquiries) {
      ID
      IDEnquiry
      receiptNo
    }
  }
`)

export const RECEIPT_PDF = graphql(`
  query LedgerReceiptPdf($IDReceipt: Int!) {
    receiptPdf(IDReceipt: $IDReceipt) {
      filename
      contentBase64
    }
  }
`)

export const INVOICE_PDF = graphql(`
  query LedgerInvoicePdf($IDInvoice: Int!) {
    invoicePdf(IDInvoice: $IDInvoice) {
      filename
      contentBase64
    }
  }
`)

export const ENROLMENT_STATUS = graphql(`
  query LedgerEnrolmentStatus($IDEnquiry: Int!) {
    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {
      state
      invoicePaid
      giroRequired
      enrolled
    }
  }
`)

export const PURCHASE_ITEMS = graphql(`
  query LedgerPurchaseItems($schoolID: Int!, $filter: PurchaseItemFilter) {
    findAllPurchaseItem(schoolID: $schoolID, filter: $filter) {
      totalCount
      data {
        label
        unitPrice
        taxable
        type
        active
      }
    }
  }
`)

/** A school with PayNow and GST set, a family awaiting the registration payment and an approver at its centre. */
export async function paymentWorld(opts: { skipGiro?: boolean } = {}) {
  const school: TestSchool = await buildSchool()
  await school.db.insert(schoolConfigs).values([
    { fkSchool: school.id, key: 'paynow_uen', value: '201912345K' },
    { fkSchool: school.id, key: 'gst_registration_no', value: 'M2-1234567-8' },
    { fkSchool: school.id, key: 'gst_rate', value: '900' },
    { fkSchool: school.id, key: 'skip_giro_setup_school_visit', value: opts.skipGiro ? '1' : '0' },
  ])
  const family = await buildPaymentSituation(school)
  const approver = await buildStaff(school, { enquiry_management: Access.approve }, [family.centreId])
  return { school, family, approver }
}
