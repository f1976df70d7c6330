import { isValidEmail, normaliseEmail } from '@preschool/domain'
import type { StaffListQueryVariables } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  activateRoleMutation,
  activateStaffMutation,
  addRoleMutation,
  addStaffMutation,
  directoryUserByEmailQuery,
  directoryUsersByNameQuery,
  moduleCategoriesQuery,
  removeRoleMutation,
  removeStaffMutation,
  rolesQuery,
  staffByIdQuery,
  staffListQuery,
  updateRoleMutation,
  updateStaffMutation,
  userManagementCentresQuery,
} from './documents'

export const useStaffList = (variables: StaffListQueryVariables) =>
  useGqlQuery(staffListQuery, variables, { placeholderData: (previous) => previous })

export const useStaffMember = (IDSchool: number, staffID: number) =>
  useGqlQuery(staffByIdQuery, { IDSchool, staffID }, { enabled: Number.isInteger(staffID) })

export const useRoles = (IDSchool: number) => useGqlQuery(rolesQuery, { IDSchool })

export const useModuleCategories = (IDSchool: number) => useGqlQuery(moduleCategoriesQuery, { IDSchool })

/** Centres for the list's filter (read) or the form's choice (write): those the caller reaches. */
export const useUserManagementCentres = (accessType: 'read' | 'write') =>
  useGqlQuery(userManagementCentresQuery, { accessType })

/** A directory look-up: by address when the text is one, else by name (from 2 characters). */
export function useDirectorySearch(text: string) {
  const query = text.trim()
  const byEmail = query.includes('@')
  const address = normaliseEmail(query)
  const email = useGqlQuery(
    directoryUserByEmailQuery,
    { email: address },
    { enabled: byEmail && isValidEmail(address) },
  )
  const name = useGqlQuery(
    directoryUsersByNameQuery,
    { name: query },
    { enabled: !byEmail && query.length >= 2 },
  )
  if (byEmail) {
    const found = email.data?.getADUserByEmail
    return { results: found ? [found] : [], isFetching: email.isFetching, error: email.error }
  }
  return { results: name.data?.getADUsersByName ?? [], isFetching: name.isFetching, error: name.error }
}

// Staff changes move role user counts; role changes show in the staff list's role names.
const staffDocuments = [staffListQuery, staffByIdQuery, rolesQuery]
const roleDocuments = [rolesQuery, staffListQuery, staffByIdQuery]

export const useAddStaff = () => useGqlMutation(addStaffMutation, { invalidates: staffDocuments })
export const useUpdateStaff = () => useGqlMutation(updateStaffMutation, { invalidates: staffDocuments })
export const useRemoveStaff = () => useGqlMutation(removeStaffMutation, { invalidates: staffDocuments })
export const useActivateStaff = () => useGqlMutation(activateStaffMutation, { invalidates: staffDocuments })

export const useAddRole = () => useGqlMutation(addRoleMutation, { invalidates: roleDocuments })
export const useUpdateRole = () => useGqlMutation(updateRoleMutation, { invalidates: roleDocuments })
export const useRemoveRole = () => useGqlMutation(removeRoleMutation, { invalidates: roleDocuments })
export const useActivateRole = () => useGqlMutation(activateRoleMutation, { invalidates: roleDocuments })
