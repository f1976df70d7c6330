import { keepPreviousData, useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { invalidateDocuments, operationName, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { type GqlError, requestOrThrow } from '../../lib/request'
import {
  addCalendarEventMutation,
  approveParentMeetingMutation,
  approveTrialPeriodVisitMutation,
  calendarCentresQuery,
  calendarMonthQuery,
  cancelAvailabilityMutation,
  centreVisitsQuery,
  pendingVisitCountsQuery,
  recordTrialPeriodPaymentMutation,
  rejectScheduledVisitMutation,
  rejectTrialPeriodVisitMutation,
  skipCentreVisitMutation,
  skipTrialVisitMutation,
  visitAvailabilitiesQuery,
} from './documents'

export const useCalendarCentres = () => useGqlQuery(calendarCentresQuery, {})

export const usePendingVisitCounts = () => useGqlQuery(pendingVisitCountsQuery, {})

/** The calendar months a visible range touches, each its own cached query; a null centre is all centres in reach. */
export function useCalendarMonths(
  IDCentre: number | null,
  months: readonly { year: number; month: number }[],
) {
  return useQueries({
    queries: months.map(({ year, month }) => {
      const variables = { IDCentre, year, month }
      return {
        queryKey: [operationName(calendarMonthQuery), variables],
        queryFn: () => requestOrThrow(calendarMonthQuery, variables),
      }
    }),
  })
}

export const useAvailabilities = (IDCentre: number, from: string, to: string) =>
  useGqlQuery(visitAvailabilitiesQuery, { IDCentre, from, to })

export interface VisitListFilter {
  status: string | null
  from: string | null
}

/**
 * The centre's visits; `keepShown` keeps the last answer on screen while a longer page or a new filter loads.
 * Empty filter values are left out of the query (spec 000 section 5).
 */
export const useCentreVisits = (
  IDCentre: number | null,
  filter: VisitListFilter,
  perPage = 100,
  keepShown = false,
) =>
  useGqlQuery(
    centreVisitsQuery,
    {
      IDCentre,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.from ? { from: filter.from } : {}),
      pagination: { page: 1, perPage },
    },
    keepShown ? { placeholderData: keepPreviousData } : {},
  )

/** One calendar month of a centre: the same cached query as the calendar's (`useCalendarMonths`). */
export const useCalendarMonth = (IDCentre: number | null, year: number, month: number) =>
  useGqlQuery(calendarMonthQuery, { IDCentre, year, month })

/** After any change: the calendar months, the availability and the visit lists are fetched again. */
const calendarDocuments = [
  calendarMonthQuery,
  visitAvailabilitiesQuery,
  centreVisitsQuery,
  pendingVisitCountsQuery,
]

export const useAddAvailability = () =>
  useGqlMutation(addCalendarEventMutation, { invalidates: calendarDocuments })
export const useCancelAvailability = () =>
  useGqlMutation(cancelAvailabilityMutation, { invalidates: calendarDocuments })

/** A decision on a visit as the dialogs send it. */
export type Decision =
  | { action: 'approve' | 'reject'; visitType: string; IDVisit: number; remarks: string | null }
  | { action: 'skip'; visitType: string; IDEnquiry: number; remarks: string | null }
  | { action: 'recordPayment'; IDVisit: number }

/** Sends a decision to the mutation the spec names for it (centre visits and trials have their own). */
export function sendDecision(decision: Decision): Promise<unknown> {
  const trial = decision.action !== 'recordPayment' && decision.visitType === 'trial'
  switch (decision.action) {
    case 'approve': {
      const variables = { IDVisit: decision.IDVisit, remarks: decision.remarks }
      return trial
        ? requestOrThrow(approveTrialPeriodVisitMutation, variables)
        : requestOrThrow(approveParentMeetingMutation, variables)
    }
    case 'reject': {
      const variables = { IDVisit: decision.IDVisit, remarks: decision.remarks }
      return trial
        ? requestOrThrow(rejectTrialPeriodVisitMutation, variables)
        : requestOrThrow(rejectScheduledVisitMutation, variables)
    }
    case 'skip':
      return trial
        ? requestOrThrow(skipTrialVisitMutation, {
            IDEnquiry: decision.IDEnquiry,
            remarks: decision.remarks ?? '',
          })
        : requestOrThrow(skipCentreVisitMutation, {
            IDEnquiry: decision.IDEnquiry,
            remarks: decision.remarks,
          })
    case 'recordPayment':
      return requestOrThrow(recordTrialPeriodPaymentMutation, { IDVisit: decision.IDVisit })
  }
}

/** Takes a decision on a visit, then refreshes the calendar and the lists. */
export function useDecision() {
  const queryClient = useQueryClient()
  return useMutation<unknown, GqlError, Decision>({
    mutationFn: sendDecision,
    onSuccess: () => invalidateDocuments(queryClient, calendarDocuments),
  })
}
