import { keepPreviousData } from '@tanstack/react-query'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { childInvoicesQuery, invoiceDetailQuery, invoicesQuery, refundsQuery } from './documents'
import {
  applyUnappliedMutation,
  refundUnappliedMutation,
  unappliedQuery,
  unappliedTargetsQuery,
} from './unapplied-documents'

export const useUnappliedPayments = (IDSchool: number, pagination: { page: number; perPage: number }) =>
  useGqlQuery(unappliedQuery, { IDSchool, pagination }, { placeholderData: keepPreviousData })

export const useUnappliedTargets = (IDPaymentSession: number | null) =>
  useGqlQuery(
    unappliedTargetsQuery,
    { IDPaymentSession: IDPaymentSession ?? 0 },
    { enabled: IDPaymentSession !== null },
  )

/** A resolved order leaves the list; a refund joins the refunds tab, an applied one pays an invoice. */
const resolved = [
  unappliedQuery,
  unappliedTargetsQuery,
  refundsQuery,
  invoicesQuery,
  invoiceDetailQuery,
  childInvoicesQuery,
] as const
export const useRefundUnapplied = () => useGqlMutation(refundUnappliedMutation, { invalidates: resolved })
export const useApplyUnapplied = () => useGqlMutation(applyUnappliedMutation, { invalidates: resolved })
