import { keepPreviousData } from '@tanstack/react-query'
import type { InvoiceFilter, RefundFilter } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  childInvoicesQuery,
  creditNoteMutation,
  discardRunMutation,
  financeCentresQuery,
  invoiceDetailQuery,
  invoiceRunQuery,
  invoiceRunsQuery,
  invoicesQuery,
  issueRunMutation,
  offlineReceiptMutation,
  receiptTypesQuery,
  refundsQuery,
  runDraftsQuery,
  startRunMutation,
} from './documents'
import {
  accountListingQuery,
  ageingQuery,
  centreChildrenQuery,
  financeSearchQuery,
  offlineInvoiceMutation,
} from './account-documents'

type Paging = { page: number; perPage: number }
const kept = { placeholderData: keepPreviousData }
/** While a run drafts or issues, its progress is asked for again until it settles. */
const RUN_POLL_MS = 1500
const busy = (status: string | undefined) => status === 'drafting' || status === 'issuing'

export const useFinanceCentres = () => useGqlQuery(financeCentresQuery, {})

export const useInvoiceRuns = (IDSchool: number, pagination: Paging) =>
  useGqlQuery(
    invoiceRunsQuery,
    { IDSchool, pagination },
    {
      ...kept,
      refetchInterval: (q) =>
        q.state.data?.findAllInvoiceRun.data.some((run) => busy(run.status)) ? RUN_POLL_MS : false,
    },
  )

export const useInvoiceRun = (IDInvoiceRun: number | null) =>
  useGqlQuery(
    invoiceRunQuery,
    { IDInvoiceRun: IDInvoiceRun ?? 0 },
    {
      enabled: IDInvoiceRun !== null,
      refetchInterval: (q) => (busy(q.state.data?.getInvoiceRun.status) ? RUN_POLL_MS : false),
    },
  )

export const useRunDrafts = (IDInvoiceRun: number, skipped: boolean, pagination: Paging, enabled: boolean) =>
  useGqlQuery(runDraftsQuery, { IDInvoiceRun, skipped, pagination }, { ...kept, enabled })

const runDocuments = [invoiceRunsQuery, invoiceRunQuery, runDraftsQuery, invoicesQuery] as const
export const useStartRun = () => useGqlMutation(startRunMutation, { invalidates: runDocuments })
export const useIssueRun = () => useGqlMutation(issueRunMutation, { invalidates: runDocuments })
export const useDiscardRun = () => useGqlMutation(discardRunMutation, { invalidates: runDocuments })

export const useInvoices = (IDSchool: number, filter: InvoiceFilter, pagination: Paging) =>
  useGqlQuery(invoicesQuery, { IDSchool, filter, pagination }, kept)

export const useInvoiceDetail = (IDInvoice: number) => useGqlQuery(invoiceDetailQuery, { IDInvoice })

export const useRefunds = (IDSchool: number, filter: RefundFilter, pagination: Paging) =>
  useGqlQuery(refundsQuery, { IDSchool, filter, pagination }, kept)

export const useReceiptTypes = () => useGqlQuery(receiptTypesQuery, {})

const paymentDocuments = [invoicesQuery, invoiceDetailQuery, childInvoicesQuery] as const
export const useRecordOfflinePayment = () =>
  useGqlMutation(offlineReceiptMutation, { invalidates: paymentDocuments })
export const useCreateCreditNote = () => useGqlMutation(creditNoteMutation, { invalidates: paymentDocuments })

export const useChildInvoices = (IDChild: number) => useGqlQuery(childInvoicesQuery, { IDChild })

export const useFinanceSearch = (IDSchool: number, keyword: string, pagination: Paging) =>
  useGqlQuery(
    financeSearchQuery,
    { IDSchool, keyword, pagination },
    { ...kept, enabled: keyword.length >= 2 },
  )

export const useAccountListing = (IDChild: number, isCDA: boolean | null) =>
  useGqlQuery(accountListingQuery, { IDChild, isCDA })

export const useCreateOfflineInvoice = () =>
  useGqlMutation(offlineInvoiceMutation, {
    invalidates: [invoicesQuery, childInvoicesQuery, accountListingQuery],
  })

export const useCentreChildren = (IDSchool: number, centreID: number | null) =>
  useGqlQuery(centreChildrenQuery, { IDSchool, centreID: centreID ?? 0 }, { enabled: centreID !== null })

export const useAgeing = (IDSchool: number) => useGqlQuery(ageingQuery, { IDSchool })
