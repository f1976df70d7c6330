import { keepPreviousData } from '@tanstack/react-query'
import type { WaitListQueryVariables } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  activityLogQuery,
  declineMutation,
  myWaitlistPositionsQuery,
  newTagMutation,
  noteMutation,
  offerMutation,
  searchWaitListQuery,
  updateDetailMutation,
  vacancyTabQuery,
  tagOffMutation,
  tagOnMutation,
  tagWeightMutation,
  waitListEnquiryQuery,
  waitListFilterQuery,
  waitListQuery,
  waitlistTagsQuery,
} from './documents'

export const useWaitList = (variables: WaitListQueryVariables) =>
  useGqlQuery(waitListQuery, variables, { placeholderData: keepPreviousData })
export const useWaitListFilter = () => useGqlQuery(waitListFilterQuery, {}, { staleTime: 60_000 })
export const useWaitListEnquiry = (IDEnquiry: number) => useGqlQuery(waitListEnquiryQuery, { IDEnquiry })
export const useWaitlistTags = () => useGqlQuery(waitlistTagsQuery, {})
export const useActivityLog = (IDEnquiry: number) =>
  useGqlQuery(activityLogQuery, { IDEnquiry, pagination: { page: 1, perPage: 50 } })
export const useMyWaitlistPositions = () => useGqlQuery(myWaitlistPositionsQuery, {})
export const useVacancyTab = (IDCentre: number | null) =>
  useGqlQuery(vacancyTabQuery, { IDCentre: IDCentre ?? 0 }, { enabled: IDCentre !== null })
export const useWaitListSearch = (q: string) =>
  useGqlQuery(searchWaitListQuery, { q }, { enabled: q.length >= 2, placeholderData: keepPreviousData })

// A change to an enquiry reorders the list and changes its detail and log.
const enquiryViews = [waitListQuery, waitListEnquiryQuery, activityLogQuery, waitListFilterQuery]
export const useTagOn = () => useGqlMutation(tagOnMutation, { invalidates: enquiryViews })
export const useTagOff = () => useGqlMutation(tagOffMutation, { invalidates: enquiryViews })
export const useAddNote = () => useGqlMutation(noteMutation, { invalidates: [activityLogQuery] })
export const useOfferPlace = () => useGqlMutation(offerMutation, { invalidates: enquiryViews })
export const useDeclineOffer = () => useGqlMutation(declineMutation, { invalidates: enquiryViews })
export const useUpdateDetail = () => useGqlMutation(updateDetailMutation, { invalidates: enquiryViews })
// A tag's weight reorders every queue it is in.
const tagViews = [waitlistTagsQuery, waitListQuery, waitListEnquiryQuery, waitListFilterQuery]
export const useNewTag = () => useGqlMutation(newTagMutation, { invalidates: tagViews })
export const useTagWeight = () => useGqlMutation(tagWeightMutation, { invalidates: tagViews })
