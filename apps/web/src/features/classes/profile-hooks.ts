import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { childProfileQuery } from './documents'
import {
  childActivityQuery,
  familyContactsQuery,
  saveEmergencyContactMutation,
  saveMyAddressMutation,
  updateChildMutation,
} from './profile-documents'

export const useChildActivity = (IDChild: number, page: number, perPage: number) =>
  useGqlQuery(childActivityQuery, { IDChild, pagination: { page, perPage } })

export const useFamilyContacts = (IDChild: number) => useGqlQuery(familyContactsQuery, { IDChild })

export const useSaveMyAddress = () =>
  useGqlMutation(saveMyAddressMutation, { invalidates: [familyContactsQuery] })

export const useSaveEmergencyContact = () =>
  useGqlMutation(saveEmergencyContactMutation, { invalidates: [familyContactsQuery] })

/** A change of particulars also writes the child's activity log. */
export const useUpdateChild = () =>
  useGqlMutation(updateChildMutation, { invalidates: [childProfileQuery, childActivityQuery] })
