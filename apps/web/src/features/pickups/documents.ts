import { graphql } from '../../generated'
import type { ChildPickupsQuery } from '../../generated/graphql'

export type Pickup = ChildPickupsQuery['getChildAuthorisedPickups'][number]

export const childPickupsQuery = graphql(`
  query ChildPickups($childID: Int!) {
    getChildAuthorisedPickups(childID: $childID) {
      ID
      name
      relation
      mobile
      photoKey
      photoURL
    }
  }
`)

export const savePickupMutation = graphql(`
  mutation SaveChildPickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {
    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {
      ID
    }
  }
`)

export const removePickupMutation = graphql(`
  mutation RemoveChildPickup($childID: Int!, $pickupID: Int!) {
    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {
      ID
    }
  }
`)

export const pickupPhotoUploadMutation = graphql(`
  mutation PickupPhotoUploadURL($childID: Int!, $filename: String!, $contentType: String!) {
    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)
