import { keepPreviousData } from '@tanstack/react-query'
import type { BusFilter, Pagination } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  addBusDriverMutation,
  busCentreOptionsQuery,
  busDriversQuery,
  busesQuery,
  deleteBusDriverMutation,
  freeChildrenQuery,
  removeBusMutation,
  saveBusMutation,
  updateBusDriverMutation,
} from './documents'

export const useBuses = (IDSchool: number, filter: BusFilter, pagination: Pagination) =>
  useGqlQuery(busesQuery, { IDSchool, filter, pagination }, { placeholderData: keepPreviousData })

export const useBusDrivers = (IDSchool: number, filter: BusFilter, pagination: Pagination, enabled = true) =>
  useGqlQuery(
    busDriversQuery,
    { IDSchool, filter, pagination },
    { placeholderData: keepPreviousData, enabled },
  )

/** One bus for the edit screen, through the list's ID filter. */
export function useBus(IDSchool: number, ID: number) {
  const query = useGqlQuery(busesQuery, { IDSchool, filter: { ID }, pagination: { page: 1, perPage: 1 } })
  return { ...query, bus: query.data?.findAllBus.data[0] ?? null }
}

export function useBusDriver(IDSchool: number, ID: number) {
  const query = useGqlQuery(busDriversQuery, {
    IDSchool,
    filter: { ID },
    pagination: { page: 1, perPage: 1 },
  })
  return { ...query, driver: query.data?.findAllBusDriver.data[0] ?? null }
}

export const useFreeChildren = (IDSchool: number, centreID: number | null) =>
  useGqlQuery(freeChildrenQuery, { IDSchool, centreID: centreID ?? 0 }, { enabled: centreID !== null })

export const useBusCentreOptions = () => useGqlQuery(busCentreOptionsQuery, {}, { staleTime: 60_000 })

// A bus save changes which children are free; a driver change shows on the buses too.
export const useSaveBus = () =>
  useGqlMutation(saveBusMutation, { invalidates: [busesQuery, freeChildrenQuery] })
export const useRemoveBus = () =>
  useGqlMutation(removeBusMutation, { invalidates: [busesQuery, freeChildrenQuery] })
export const useAddBusDriver = () => useGqlMutation(addBusDriverMutation, { invalidates: [busDriversQuery] })
export const useUpdateBusDriver = () =>
  useGqlMutation(updateBusDriverMutation, { invalidates: [busDriversQuery, busesQuery] })
export const useDeleteBusDriver = () =>
  useGqlMutation(deleteBusDriverMutation, { invalidates: [busDriversQuery, busesQuery] })
