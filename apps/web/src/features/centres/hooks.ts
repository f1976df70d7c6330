import { POSTAL_CODE_PATTERN } from '@preschool/domain'
import { keepPreviousData } from '@tanstack/react-query'
import type { CentreFilter, Pagination } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  centreQuery,
  centresQuery,
  geocodeQuery,
  offerableLevelsQuery,
  removeCentreMutation,
  saveCentreMutation,
} from './documents'

/** A page of the school's centres; the previous page stays on screen while the next one loads. */
export const useCentres = (IDSchool: number, filter: CentreFilter, pagination: Pagination) =>
  useGqlQuery(centresQuery, { IDSchool, filter, pagination }, { placeholderData: keepPreviousData })

/** One centre for the edit screen, through the list query's ID filter (the API has no single-centre query). */
export function useCentre(IDSchool: number, centreID: number, enabled = true) {
  const query = useGqlQuery(centreQuery, { IDSchool, centreID }, { enabled })
  return { ...query, centre: query.data?.findAllCentreForSchool.data[0] ?? null }
}

export const useOfferableLevels = (IDSchool: number) =>
  useGqlQuery(offerableLevelsQuery, { IDSchool }, { staleTime: 60_000 })

/** The address of a postal code; asks only for six digits, and remembers answers (postal codes do not move). */
export const useGeocode = (postalCode: string) =>
  useGqlQuery(
    geocodeQuery,
    { postalCode },
    { enabled: POSTAL_CODE_PATTERN.test(postalCode), staleTime: Number.POSITIVE_INFINITY, retry: false },
  )

// Every change refetches every cached centre list (any filter or page) and the centre being edited.
export const useSaveCentre = () =>
  useGqlMutation(saveCentreMutation, { invalidates: [centresQuery, centreQuery] })
export const useRemoveCentre = () =>
  useGqlMutation(removeCentreMutation, { invalidates: [centresQuery, centreQuery] })
