import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { admissionsQuery } from '../admissions/documents'
import {
  approveBlacklistMutation,
  blacklistDraftsQuery,
  blacklistQuery,
  blacklistReasonsQuery,
  cancelBlacklistMutation,
  childRelationsQuery,
  rejectBlacklistMutation,
  submitNewBlacklistMutation,
  submitRemoveBlacklistMutation,
} from './documents'

type Page = { page: number; perPage: number }
export const useBlacklist = (IDSchool: number, pagination: Page) =>
  useGqlQuery(blacklistQuery, { IDSchool, pagination })
export const useBlacklistDrafts = (IDSchool: number, pagination: Page) =>
  useGqlQuery(blacklistDraftsQuery, { IDSchool, pagination })
export const useBlacklistReasons = (fkSchool: number) => useGqlQuery(blacklistReasonsQuery, { fkSchool })
export const useChildRelations = (IDChild: number | null) =>
  useGqlQuery(childRelationsQuery, { IDChild: IDChild ?? 0 }, { enabled: IDChild !== null })

// A decision changes the list, the requests and the admissions' stages (the family's enquiries move).
const changed = [blacklistQuery, blacklistDraftsQuery, admissionsQuery]
export const useSubmitNewBlacklist = () =>
  useGqlMutation(submitNewBlacklistMutation, { invalidates: changed })
export const useSubmitRemoveBlacklist = () =>
  useGqlMutation(submitRemoveBlacklistMutation, { invalidates: changed })
export const useApproveBlacklist = () => useGqlMutation(approveBlacklistMutation, { invalidates: changed })
export const useRejectBlacklist = () => useGqlMutation(rejectBlacklistMutation, { invalidates: changed })
export const useCancelBlacklist = () => useGqlMutation(cancelBlacklistMutation, { invalidates: changed })
