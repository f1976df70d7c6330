import { graphql } from '../../generated'
import type { CentreDetailQuery, CentresQuery, OfferableLevelsQuery } from '../../generated/graphql'

/**
 * One page of the school's centres (those in the caller's reach), sorted by label on the server: only what the
 * list shows (the offer and nearby postal codes come with the one centre the form edits).
 */
export const centresQuery = graphql(`
  query Centres($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {
    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        code
        label
        active
        levelCount
        addresses {
          ID
          address
          building
          floor
          unit
          postcode
        }
      }
    }
  }
`)

/** One centre with everything its form edits, through the list query's ID filter. */
export const centreQuery = graphql(`
  query CentreDetail($IDSchool: Int!, $centreID: Int!) {
    findAllCentreForSchool(IDSchool: $IDSchool, filter: { ID: $centreID }) {
      data {
        ID
        code
        ecdaCode
        label
        teacherRatio
        active
        addresses {
          ID
          address
          building
          floor
          unit
          postcode
          lat
          lng
        }
        centreLevels {
          ID
          fkLevel
          fkProgram
          level {
            ID
            label
            active
          }
          program {
            ID
            label
            active
          }
        }
        centreNearbyPostcodes {
          ID
          postcode
        }
      }
    }
  }
`)

/** The active levels and programmes a centre may offer: the form's checklist. */
export const offerableLevelsQuery = graphql(`
  query OfferableLevels($IDSchool: Int!) {
    getLevelsForSchool(IDSchool: $IDSchool) {
      ID
      label
      programs {
        ID
        label
        from
        to
      }
    }
  }
`)

export const geocodeQuery = graphql(`
  query GeocodePostalCode($postalCode: String!) {
    geocodePostalCode(postalCode: $postalCode) {
      postalCode
      address
      building
      lat
      lng
    }
  }
`)

/** Creates a centre when centreID is omitted, otherwise updates it; postcodes and levels are complete lists. */
export const saveCentreMutation = graphql(`
  mutation SaveCentre(
    $IDSchool: Int!
    $centreID: Int
    $centreData: CentreInput!
    $postcodes: [String!]
    $levels: [CentreLevelInput!]!
    $addressData: CentreAddressInput!
  ) {
    insertOrUpdateCentreForSchool(
      IDSchool: $IDSchool
      centreID: $centreID
      centreData: $centreData
      postcodes: $postcodes
      levels: $levels
      addressData: $addressData
    ) {
      ID
    }
  }
`)

export const removeCentreMutation = graphql(`
  mutation RemoveCentre($IDSchool: Int!, $centreID: Int!) {
    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)
  }
`)

/** A centre as centre management's list shows it. */
export type Centre = CentresQuery['findAllCentreForSchool']['data'][number]
/** A centre as its form edits it. */
export type CentreDetail = CentreDetailQuery['findAllCentreForSchool']['data'][number]
export type OfferableLevel = OfferableLevelsQuery['getLevelsForSchool'][number]
