import { keepPreviousData } from '@tanstack/react-query'
import type { WithdrawalFilter } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  approveWithdrawalCentreMutation,
  approveWithdrawalHQMutation,
  cancelWithdrawalMutation,
  cancelWithdrawalRequestMutation,
  completedWithdrawalsQuery,
  pendingForm2Query,
  pendingForm3Query,
  rejectWithdrawalCentreMutation,
  rejectWithdrawalHQMutation,
  sendWithdrawalFormLinkMutation,
  submitWithdrawalMutation,
  verifyWithdrawalMutation,
  withdrawalDraftsQuery,
  withdrawalEstimateQuery,
  withdrawalQuery,
  withdrawalReasonsQuery,
} from './documents'

type Page = { page: number; perPage: number }
const keep = { placeholderData: keepPreviousData }
export const useWithdrawalDrafts = (IDSchool: number, filter: WithdrawalFilter, pagination: Page) =>
  useGqlQuery(withdrawalDraftsQuery, { IDSchool, filter, pagination }, keep)
export const useCompletedWithdrawals = (IDSchool: number, filter: WithdrawalFilter, pagination: Page) =>
  useGqlQuery(completedWithdrawalsQuery, { IDSchool, filter, pagination }, keep)
export const useWithdrawal = (IDWithdrawal: number) => useGqlQuery(withdrawalQuery, { IDWithdrawal })
export const useWithdrawalReasons = (fkSchool: number) => useGqlQuery(withdrawalReasonsQuery, { fkSchool })
/** The estimate for the dates typed so far; asked only once both are whole dates. */
export const useWithdrawalEstimate = (childID: number, noticeDate: string, effectiveDate: string) => {
  const ready = /^\d{4}-\d{2}-\d{2}$/.test(noticeDate) && /^\d{4}-\d{2}-\d{2}$/.test(effectiveDate)
  return useGqlQuery(
    withdrawalEstimateQuery,
    { childID, noticeDate, effectiveDate },
    { enabled: ready, ...keep },
  )
}

export const usePendingForm2 = () => useGqlQuery(pendingForm2Query, {})
export const usePendingForm3 = () => useGqlQuery(pendingForm3Query, {})

// Every step changes the lists and the request itself (and whether its form still waits for signatures).
const changed = [
  withdrawalDraftsQuery,
  completedWithdrawalsQuery,
  withdrawalQuery,
  pendingForm2Query,
  pendingForm3Query,
]
export const useSubmitWithdrawal = () => useGqlMutation(submitWithdrawalMutation, { invalidates: changed })
export const useApproveWithdrawalCentre = () =>
  useGqlMutation(approveWithdrawalCentreMutation, { invalidates: changed })
export const useRejectWithdrawalCentre = () =>
  useGqlMutation(rejectWithdrawalCentreMutation, { invalidates: changed })
export const useApproveWithdrawalHQ = () =>
  useGqlMutation(approveWithdrawalHQMutation, { invalidates: changed })
export const useRejectWithdrawalHQ = () =>
  useGqlMutation(rejectWithdrawalHQMutation, { invalidates: changed })
export const useVerifyWithdrawal = () => useGqlMutation(verifyWithdrawalMutation, { invalidates: changed })
export const useCancelWithdrawalRequest = () =>
  useGqlMutation(cancelWithdrawalRequestMutation, { invalidates: changed })
export const useCancelWithdrawal = () => useGqlMutation(cancelWithdrawalMutation, { invalidates: changed })
export const useSendWithdrawalFormLink = () =>
  useGqlMutation(sendWithdrawalFormLinkMutation, { invalidates: changed })
