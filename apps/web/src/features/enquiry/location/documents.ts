import { graphql } from '../../../generated'
import type { OfferedCentreListFragment } from '../../../generated/graphql'

/** The centres every centre query of the Location section answers with: the map and its list. */
export const offeredCentreListFragment = graphql(`
  fragment OfferedCentreList on EnrollmentCentreList {
    totalCount
    data {
      ID
      label
      code
      distance
      vacancyAvailable
      addresses {
        ID
        address
        postcode
        lat
        lng
      }
    }
  }
`)

/** The school's centres offering the level (and programme) in the planned month: the map and its list. */
export const enrollmentCentresQuery = graphql(`
  query EnquiryEnrollmentCentres(
    $IDSchool: Int!
    $enrollmentDate: Date!
    $level: Int!
    $program: Int
    $nationality: String
  ) {
    findAllEnrollmentCentresForSchool(
      IDSchool: $IDSchool
      enrollmentDate: $enrollmentDate
      level: $level
      program: $program
      nationality: $nationality
    ) {
      ...OfferedCentreList
    }
  }
`)

/** Centres within the radius of a postal code, nearest first (radius centre search). */
export const centresByPostalCodeQuery = graphql(`
  query EnquiryCentresByPostalCode(
    $postalCode: String!
    $radius: Float!
    $enrollmentDate: Date!
    $level: Int!
    $filter: CentreSearchFilter!
    $pagination: Pagination
  ) {
    findAllCentreByDistance(
      postalCode: $postalCode
      radius: $radius
      enrollmentDate: $enrollmentDate
      level: $level
      filter: $filter
      pagination: $pagination
    ) {
      ...OfferedCentreList
    }
  }
`)

/** Centres within the radius of a place picked from the suggestions, nearest first (radius centre search). */
export const centresByLocationQuery = graphql(`
  query EnquiryCentresByLocation(
    $location: LatLngInput!
    $radius: Float!
    $enrollmentDate: Date!
    $level: Int!
    $filter: CentreSearchFilter!
    $pagination: Pagination
  ) {
    findNearestCentresByLatLong(
      location: $location
      radius: $radius
      enrollmentDate: $enrollmentDate
      level: $level
      filter: $filter
      pagination: $pagination
    ) {
      ...OfferedCentreList
    }
  }
`)

/** Where a postal code is, for the map's postal-code marker and the form's location. */
export const postalCodeLocationQuery = graphql(`
  query EnquiryPostalCodeLocation($postalCode: String!) {
    geocodePostalCode(postalCode: $postalCode) {
      postalCode
      address
      lat
      lng
    }
  }
`)

/** A centre the Location section offers, as every centre query here answers it. */
export type OfferedCentre = OfferedCentreListFragment['data'][number]

/** Places in Singapore matching what the family types in the radius search: its suggestions. */
export const placeSuggestionsQuery = graphql(`
  query EnquiryPlaceSuggestions($searchVal: String!) {
    searchPlaces(searchVal: $searchVal) {
      postalCode
      address
      building
      lat
      lng
    }
  }
`)
