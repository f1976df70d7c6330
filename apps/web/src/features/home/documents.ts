import { graphql } from '../../generated'
import type { AccessibleCentresQuery } from '../../generated/graphql'

/** The centres a staff member holds an access type on, for a module (the principal view lists them). */
export const accessibleCentresQuery = graphql(`
  query AccessibleCentres($module: String!, $accessType: String!) {
    getAccessibleCentresForModule(module: $module, accessType: $accessType) {
      ID
      label
      code
      addresses {
        ID
        address
        postcode
        city
        active
      }
    }
  }
`)

export type AccessibleCentre = AccessibleCentresQuery['getAccessibleCentresForModule'][number]
