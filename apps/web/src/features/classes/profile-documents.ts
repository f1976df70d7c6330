import { graphql } from '../../generated'
import type { ChildActivityPageQuery, FamilyContactsQuery } from '../../generated/graphql'

/** The child's activity log on its profile, newest first (parents see the product's entries only). */
export const childActivityQuery = graphql(`
  query ChildActivityPage($IDChild: Int!, $pagination: Pagination) {
    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {
      totalCount
      data {
        ID
        mode
        action
        remark
        updatedAt
        user {
          ID
          firstname
          lastname
        }
      }
    }
  }
`)
export type ChildActivityRow = ChildActivityPageQuery['findAllChildActivityLogByChild']['data'][number]

export const familyContactsQuery = graphql(`
  query FamilyContacts($IDChild: Int!) {
    getFamilyContacts(IDChild: $IDChild) {
      address {
        postcode
        address
        building
        floor
        unit
        city
        country
      }
      emergencyContact
    }
  }
`)
export type FamilyContacts = FamilyContactsQuery['getFamilyContacts']

export const saveMyAddressMutation = graphql(`
  mutation ChildProfileSaveAddress($IDChild: Int!, $addressData: UserAddressInput!) {
    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {
      emergencyContact
    }
  }
`)

export const saveEmergencyContactMutation = graphql(`
  mutation ChildProfileSaveEmergencyContact($IDChild: Int!, $data: JSON!) {
    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {
      emergencyContact
    }
  }
`)

export const updateChildMutation = graphql(`
  mutation ChildProfileUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {
    updateChildByFields(IDChild: $IDChild, data: $data) {
      ID
    }
  }
`)
