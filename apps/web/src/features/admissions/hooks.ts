import { useGqlQuery } from '../../lib/graphql-hooks'
import {
  admissionDetailQuery,
  admissionFiltersQuery,
  admissionsListSearchQuery,
  admissionsQuery,
  searchAdmissionsQuery,
} from './documents'

export const useAdmissions = (
  IDSchool: number,
  stageCode: string,
  filter: { fkCentre?: number | null },
  pagination: { page: number; perPage: number },
) => useGqlQuery(admissionsQuery, { IDSchool, stageCode, filter, pagination })

export const useAdmissionFilters = (IDSchool: number) => useGqlQuery(admissionFiltersQuery, { IDSchool })

export const useAdmissionSearch = (q: string) =>
  useGqlQuery(searchAdmissionsQuery, { q }, { enabled: q.trim().length >= 2 })

export const useAdmissionDetail = (IDEnquiry: number) => useGqlQuery(admissionDetailQuery, { IDEnquiry })

export const useAdmissionListSearch = (q: string, enabled: boolean) =>
  useGqlQuery(admissionsListSearchQuery, { q }, { enabled })
