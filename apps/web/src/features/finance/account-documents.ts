import { graphql } from '../../generated'
import type {
  FinanceAccountListingQuery,
  FinanceAgeingQuery,
  FinanceSearchQuery,
} from '../../generated/graphql'

/** searchFinance: staff find invoices, receipts, credit notes and refunds by child, certificate or number. */
export const financeSearchQuery = graphql(`
  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {
    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {
      totalCount
      data {
        kind
        ID
        IDInvoice
        number
        IDChild
        childName
        amount
        date
        status
      }
    }
  }
`)
export type FinanceSearchHit = FinanceSearchQuery['searchFinance']['data'][number]

/** A child's statement of account with its running balance. */
export const accountListingQuery = graphql(`
  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean) {
    getAccountListing(IDChild: $IDChild, isCDA: $isCDA) {
      IDChild
      childName
      closingBalance
      CDABalance
      nonCDABalance
      entries {
        kind
        ID
        IDInvoice
        date
        number
        label
        paymentType
        debit
        credit
        balance
      }
    }
  }
`)
export type AccountEntry = FinanceAccountListingQuery['getAccountListing']['entries'][number]

export const offlineInvoiceMutation = graphql(`
  mutation FinanceCreateOfflineInvoice(
    $IDCentre: Int!
    $IDChild: Int!
    $items: [OfflineInvoiceItemInput!]!
    $requestKey: String
  ) {
    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {
      ID
      invoiceNo
    }
  }
`)

/** The children of a centre a new invoice may bill (the children list's operation, one page of 500). */
export const centreChildrenQuery = graphql(`
  query FinanceCentreChildren($IDSchool: Int!, $centreID: Int!) {
    findAllChild(
      IDSchool: $IDSchool
      filter: { centreID: $centreID }
      pagination: { page: 1, perPage: 500 }
    ) {
      data {
        ID
        firstname
        lastname
      }
    }
  }
`)

/** What each centre's families owe, by days past due. */
export const ageingQuery = graphql(`
  query FinanceAgeing($IDSchool: Int!) {
    getAgeingReport(IDSchool: $IDSchool) {
      IDCentre
      centreName
      current
      days31to60
      days61to90
      over90
      total
      invoiceCount
    }
  }
`)
export type AgeingRow = FinanceAgeingQuery['getAgeingReport'][number]
