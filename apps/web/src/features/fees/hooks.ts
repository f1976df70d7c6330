import { keepPreviousData } from '@tanstack/react-query'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  approveFeeMutation,
  cancelFeeMutation,
  feeCentreOfferQuery,
  feeCentresQuery,
  feeReadCentresQuery,
  feeDraftsQuery,
  feeGroupsQuery,
  feeImpactQuery,
  feeTiersQuery,
  newFeeDraftMutation,
  newFeeTierMutation,
  rejectFeeMutation,
  submitFeeDraftMutation,
  upcomingFeeTiersQuery,
  updateFeeDraftItemsMutation,
} from './documents'

export const useCurrentFeeTiers = (IDSchool: number, fkCentre: number | null, enabled = true) =>
  useGqlQuery(feeTiersQuery, { IDSchool, fkCentre }, { enabled })
export const useUpcomingFeeTiers = (IDSchool: number, fkCentre: number | null, enabled: boolean) =>
  useGqlQuery(upcomingFeeTiersQuery, { IDSchool, fkCentre }, { enabled })
export const useFeeDrafts = (IDSchool: number, page: number) =>
  useGqlQuery(
    feeDraftsQuery,
    { IDSchool, pagination: { page, perPage: 1 } },
    { placeholderData: keepPreviousData },
  )
export const useFeeImpact = (IDFeeDraft: number, enabled: boolean) =>
  useGqlQuery(feeImpactQuery, { IDFeeDraft }, { enabled })
export const useFeeGroups = (IDSchool: number) => useGqlQuery(feeGroupsQuery, { IDSchool })
export const useFeeReadCentres = () => useGqlQuery(feeReadCentresQuery, {}, { staleTime: 60_000 })
export const useFeeCentres = () => useGqlQuery(feeCentresQuery, {}, { staleTime: 60_000 })
export const useCentreOffer = (IDSchool: number, centreID: number | null) =>
  useGqlQuery(feeCentreOfferQuery, { IDSchool, centreID: centreID ?? 0 }, { enabled: centreID !== null })

// Every change refetches the tiers (pending flags, fees) and the drafts.
const stale = [feeTiersQuery, upcomingFeeTiersQuery, feeDraftsQuery, feeImpactQuery]
export const useNewFeeTier = () => useGqlMutation(newFeeTierMutation, { invalidates: stale })
export const useNewFeeDraft = () => useGqlMutation(newFeeDraftMutation, { invalidates: stale })
export const useUpdateFeeDraftItems = () =>
  useGqlMutation(updateFeeDraftItemsMutation, { invalidates: stale })
export const useSubmitFeeDraft = () => useGqlMutation(submitFeeDraftMutation, { invalidates: stale })
export const useApproveFee = () => useGqlMutation(approveFeeMutation, { invalidates: stale })
export const useRejectFee = () => useGqlMutation(rejectFeeMutation, { invalidates: stale })
export const useCancelFee = () => useGqlMutation(cancelFeeMutation, { invalidates: stale })
