import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  approveMutation,
  draftsQuery,
  negativeVacanciesQuery,
  planningCentresQuery,
  planningLevelsQuery,
  recallMutation,
  rejectMutation,
  submitMutation,
  vacanciesQuery,
} from './documents'

export const usePlanningCentres = () => useGqlQuery(planningCentresQuery, {})

export const usePlanningLevels = (IDSchool: number, centreID: number | null) =>
  useGqlQuery(planningLevelsQuery, { IDSchool, centreID: centreID ?? 0 }, { enabled: centreID !== null })

/** The 12 months from `fromMonth` (the 1st of a month) of a centre and level. */
export const useVacancies = (centreId: number | null, levelId: number | null, fromMonth: string) =>
  useGqlQuery(
    vacanciesQuery,
    { CentreID: centreId ?? 0, ServiceLevel: levelId ?? 0, Year: Number(fromMonth.slice(0, 4)), fromMonth },
    { enabled: centreId !== null && levelId !== null },
  )

export const useNegativeVacancies = (centreId: number | null) =>
  useGqlQuery(negativeVacanciesQuery, { centreID: centreId ?? 0 }, { enabled: centreId !== null })

export const useDrafts = (
  IDSchool: number,
  filter: { fkCentre?: number; status?: string },
  page: { page: number; perPage: number },
) => useGqlQuery(draftsQuery, { IDSchool, filter, pagination: page })

// Every action changes the requests and (on approval) the capacity and vacancies: all of them refetch.
const stale = [draftsQuery, vacanciesQuery, negativeVacanciesQuery]
export const useSubmitRequest = () => useGqlMutation(submitMutation, { invalidates: stale })
export const useApproveRequest = () => useGqlMutation(approveMutation, { invalidates: stale })
export const useRejectRequest = () => useGqlMutation(rejectMutation, { invalidates: stale })
export const useRecallRequest = () => useGqlMutation(recallMutation, { invalidates: stale })
