import { graphql } from '../../generated'
import type {
  FinanceInvoiceFieldsFragment,
  FinanceInvoiceRunFieldsFragment,
  FinanceRunDraftsQuery,
  InvoiceDetailQuery,
} from '../../generated/graphql'

export const invoiceRunFields = graphql(`
  fragment FinanceInvoiceRunFields on InvoiceRun {
    ID
    IDCentre
    centreName
    month
    status
    total
    processed
    makerName
    invoiceCount
    skippedCount
    grandTotal
    error
    createdAt
    can
  }
`)
export type InvoiceRun = FinanceInvoiceRunFieldsFragment

export const invoiceRunsQuery = graphql(`
  query FinanceInvoiceRuns($IDSchool: Int!, $pagination: Pagination) {
    findAllInvoiceRun(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ...FinanceInvoiceRunFields
      }
    }
  }
`)

export const invoiceRunQuery = graphql(`
  query FinanceInvoiceRun($IDInvoiceRun: Int!) {
    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
      ...FinanceInvoiceRunFields
    }
  }
`)

export const runDraftsQuery = graphql(`
  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean, $pagination: Pagination) {
    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped, pagination: $pagination) {
      totalCount
      data {
        ID
        IDChild
        childName
        centreName
        skipReason
        skipMessage
        totalAmount
        totalTaxAmount
        grandTotal
        CDAAmount
        nonCDAAmount
        previousGrandTotal
        change
        IDInvoice
        items {
          label
          quantity
          unitPrice
          taxAmount
          displayTotalAmount
          cdaPayable
          source
          explanation
        }
      }
    }
  }
`)
export type RunDraft = FinanceRunDraftsQuery['findAllInvoiceRunDraft']['data'][number]

export const startRunMutation = graphql(`
  mutation FinanceCreateInvoiceRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {
    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {
      ...FinanceInvoiceRunFields
    }
  }
`)

export const issueRunMutation = graphql(`
  mutation FinanceIssueInvoiceRun($IDInvoiceRun: Int!) {
    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
      ...FinanceInvoiceRunFields
    }
  }
`)

export const discardRunMutation = graphql(`
  mutation FinanceDiscardInvoiceRun($IDInvoiceRun: Int!) {
    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
      ...FinanceInvoiceRunFields
    }
  }
`)

export const financeCentresQuery = graphql(`
  query FinanceCentres {
    getAccessibleCentresForModule(module: "finance_management", accessType: "read") {
      ID
      label
    }
  }
`)

export const invoiceFields = graphql(`
  fragment FinanceInvoiceFields on Invoice {
    ID
    fkChild
    invoiceNo
    invoiceType
    label
    status
    invoiceDate
    invoiceDueDate
    totalAmount
    totalTaxAmount
    grandTotal
    outstandingAmount
  }
`)
export type InvoiceRow = FinanceInvoiceFieldsFragment

export const invoicesQuery = graphql(`
  query FinanceInvoiceList($IDSchool: Int!, $filter: InvoiceFilter, $pagination: Pagination) {
    findAllInvoice(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...FinanceInvoiceFields
      }
    }
  }
`)

export const invoiceDetailQuery = graphql(`
  query InvoiceDetail($IDInvoice: Int!) {
    getInvoice(IDInvoice: $IDInvoice) {
      IDCentre
      centreName
      childName
      month
      CDAAmount
      nonCDAAmount
      can
      lines {
        label
        quantity
        unitPrice
        taxable
        taxAmount
        totalAmount
        displayTotalAmount
        cdaPayable
        explanation
      }
      creditNotes {
        ID
        creditNoteNo
        amount
        remark
        createdAt
      }
      invoice {
        ...FinanceInvoiceFields
        receipts {
          ID
          IDInvoice
          IDEnquiry
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
  }
`)
export type InvoiceDetail = InvoiceDetailQuery['getInvoice']

export const refundsQuery = graphql(`
  query FinanceRefundList($IDSchool: Int!, $filter: RefundFilter, $pagination: Pagination) {
    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        IDChild
        childName
        totalAmount
        refunds {
          ID
          date
          refundCompletionDate
          label
          amount
          type
          status
          isCda
        }
      }
    }
  }
`)

export const receiptTypesQuery = graphql(`
  query FinanceReceiptTypeList {
    getOfflineOfflinePaymentReceiptTypes
  }
`)

export const offlineReceiptMutation = graphql(`
  mutation FinanceRecordOfflinePayment($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {
    createReceiptForOfflinePayment(
      IDInvoice: $IDInvoice
      referenceNo: $referenceNo
      paymentType: $paymentType
    ) {
      ID
      receiptNo
      amount
    }
  }
`)

export const creditNoteMutation = graphql(`
  mutation FinanceCreateCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {
    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {
      ID
      creditNoteNo
    }
  }
`)

export const childInvoicesQuery = graphql(`
  query FinanceChildInvoices($IDChild: Int!) {
    invoicesByFkChild(IDChild: $IDChild) {
      ...FinanceInvoiceFields
    }
    getChildCurrentBalance(IDChild: $IDChild) {
      CDABalance
      nonCDABalance
    }
  }
`)
