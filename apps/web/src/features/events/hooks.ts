import { keepPreviousData } from '@tanstack/react-query'
import type { EventCategory } from '@preschool/domain'
import type { Pagination } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  cancelEventMutation,
  draftEventsQuery,
  eventCentresQuery,
  eventClassesQuery,
  eventDetailsQuery,
  eventRsvpsQuery,
  myEventsQuery,
  pastEventsQuery,
  pendingEventsQuery,
  publishEventMutation,
  removeRsvpChildMutation,
  removeRsvpGuestMutation,
  rsvpMutation,
  saveEventMutation,
  submitEventMutation,
  upcomingEventsQuery,
  updateEventMutation,
} from './documents'

const lists = [draftEventsQuery, pendingEventsQuery, upcomingEventsQuery, pastEventsQuery] as const
const opts = (enabled: boolean) => ({ placeholderData: keepPreviousData, enabled })

/** The page of one category; the other categories' queries stay idle. */
export function useEventCategory(IDSchool: number, category: EventCategory, pagination: Pagination) {
  const vars = { IDSchool, pagination }
  const draft = useGqlQuery(draftEventsQuery, vars, opts(category === 'draft'))
  const pending = useGqlQuery(pendingEventsQuery, vars, opts(category === 'pending'))
  const upcoming = useGqlQuery(upcomingEventsQuery, vars, opts(category === 'upcoming'))
  const past = useGqlQuery(pastEventsQuery, vars, opts(category === 'past'))
  const pick = { draft, pending, upcoming, past }[category]
  const page =
    (pick === draft && draft.data?.getDraftEvents) ||
    (pick === pending && pending.data?.getPendingEvents) ||
    (pick === upcoming && upcoming.data?.getUpcomingEvents) ||
    (pick === past && past.data?.getPastEvents) ||
    null
  return { query: pick, page }
}

export const useEventDetails = (IDEvent: number, enabled = true) =>
  useGqlQuery(eventDetailsQuery, { IDEvent }, { enabled })
export const useEventRsvps = (IDEvent: number, status: string, pagination: Pagination) =>
  useGqlQuery(eventRsvpsQuery, { IDEvent, status, pagination }, { placeholderData: keepPreviousData })
export const useEventCentres = () => useGqlQuery(eventCentresQuery, {}, { staleTime: 60_000 })
export const useEventClasses = (IDSchool: number) =>
  useGqlQuery(eventClassesQuery, { IDSchool }, { staleTime: 60_000 })

const changed = { invalidates: [...lists, eventDetailsQuery, eventRsvpsQuery] }
export const useSaveEvent = () => useGqlMutation(saveEventMutation, changed)
export const useUpdateEvent = () => useGqlMutation(updateEventMutation, changed)
export const useSubmitEvent = () => useGqlMutation(submitEventMutation, changed)
export const usePublishEvent = () => useGqlMutation(publishEventMutation, changed)
export const useCancelEvent = () => useGqlMutation(cancelEventMutation, changed)
export const useRemoveRsvpChild = () => useGqlMutation(removeRsvpChildMutation, changed)
export const useRemoveRsvpGuest = () => useGqlMutation(removeRsvpGuestMutation, changed)

export const useMyEvents = () => useGqlQuery(myEventsQuery, {})
export const useRsvp = () => useGqlMutation(rsvpMutation, { invalidates: [myEventsQuery] })
