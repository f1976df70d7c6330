import { CENTRE_SEARCH_RADIUS_KM, POSTAL_CODE_PATTERN } from '@preschool/domain'
import { useMemo } from 'react'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import {
  centresByLocationQuery,
  centresByPostalCodeQuery,
  enrollmentCentresQuery,
  type OfferedCentre,
  placeSuggestionsQuery,
  postalCodeLocationQuery,
} from './documents'
import type { Place } from './RadiusSearch'

/** What the centre lists depend on: a change of any of them is a new list (and prunes the choice). */
export interface CentreCriteria {
  fkSchool: number
  enrollmentDate: string
  level: number
  program: number | null
  nationality: string | null
}

// Enough for every centre of a school within the radius; a radius search is not paged on screen.
const RADIUS_PAGE = { page: 1, perPage: 100 }
const NO_CENTRES: OfferedCentre[] = []

/** Empty values are left out of the request (spec 000 section 5: falsy filter values are stripped). */
const optional = <T>(value: T | null) => (value || undefined) as T | undefined

const radiusFilter = (criteria: CentreCriteria) => ({
  fkSchool: criteria.fkSchool,
  program: optional(criteria.program),
  nationality: optional(criteria.nationality),
})

/** The school's centres offering the level (and programme) in the planned month: the map and its list. */
export function useEnrollmentCentres(criteria: CentreCriteria) {
  const query = useGqlQuery(enrollmentCentresQuery, {
    IDSchool: criteria.fkSchool,
    enrollmentDate: criteria.enrollmentDate,
    level: criteria.level,
    program: optional(criteria.program),
    nationality: optional(criteria.nationality),
  })
  return { ...query, centres: query.data?.findAllEnrollmentCentresForSchool.data ?? NO_CENTRES }
}

/** Centres within the radius of a six-digit postal code, nearest first; none until a code is given. */
export function useCentresByPostalCode(criteria: CentreCriteria, postalCode: string | null) {
  const query = useGqlQuery(
    centresByPostalCodeQuery,
    {
      postalCode: postalCode ?? '',
      radius: CENTRE_SEARCH_RADIUS_KM,
      enrollmentDate: criteria.enrollmentDate,
      level: criteria.level,
      filter: radiusFilter(criteria),
      pagination: RADIUS_PAGE,
    },
    { enabled: postalCode !== null },
  )
  return { ...query, centres: query.data?.findAllCentreByDistance.data ?? NO_CENTRES }
}

/** Centres within the radius of a place, nearest first; none until a place is picked. */
export function useCentresByLocation(
  criteria: CentreCriteria,
  location: { lat: number; lng: number } | null,
) {
  const query = useGqlQuery(
    centresByLocationQuery,
    {
      location: { lat: location?.lat ?? 0, lng: location?.lng ?? 0 },
      radius: CENTRE_SEARCH_RADIUS_KM,
      enrollmentDate: criteria.enrollmentDate,
      level: criteria.level,
      filter: radiusFilter(criteria),
      pagination: RADIUS_PAGE,
    },
    { enabled: location !== null },
  )
  return { ...query, centres: query.data?.findNearestCentresByLatLong.data ?? NO_CENTRES }
}

/**
 * Where a postal code is; asked only for six digits and remembered (postal codes do not move). An unknown code,
 * or a failed look-up, is simply no location: the form never shows an error for it.
 */
export function usePostalCodeLocation(postalCode: string) {
  const query = useGqlQuery(
    postalCodeLocationQuery,
    { postalCode },
    { enabled: POSTAL_CODE_PATTERN.test(postalCode), staleTime: Number.POSITIVE_INFINITY, retry: false },
  )
  return POSTAL_CODE_PATTERN.test(postalCode) ? (query.data?.geocodePostalCode ?? null) : null
}

const NO_PLACES: Place[] = []

/** Places matching the (settled) search text, as suggestions; none for an empty text. */
export function usePlaceSuggestions(searchVal: string, enabled: boolean) {
  const query = useGqlQuery(
    placeSuggestionsQuery,
    { searchVal },
    { enabled: enabled && searchVal.length > 0, staleTime: 5 * 60_000, retry: false },
  )
  const places = useMemo(
    () =>
      query.data?.searchPlaces.map((found) => ({
        key: `${found.postalCode}-${found.lat}-${found.lng}`,
        label: found.building || found.address,
        detail: [found.building ? found.address : null, found.postalCode].filter(Boolean).join(', '),
        lat: found.lat,
        lng: found.lng,
      })) ?? NO_PLACES,
    [query.data],
  )
  return { places, isFetching: query.isFetching }
}
