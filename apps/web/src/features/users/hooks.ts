import { isValidEmail, normaliseEmail } from '@preschool/domain'
import { useQueryClient } from '@tanstack/react-query'
import type { StaffListQueryVariables } from '../../generated/graphql'
import { operationName, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
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

/** Refetches every cached list of the given operations (any school, any filters) after a change. */
function useInvalidate(...documents: { toString(): string }[]) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      documents.map((document) => queryClient.invalidateQueries({ queryKey: [operationName(document)] })),
    )
}

// Staff changes move role user counts; role changes show in the staff list's role names.
const staffDocuments = [staffListQuery, staffByIdQuery, rolesQuery]
const roleDocuments = [rolesQuery, staffListQuery, staffByIdQuery]

export const useAddStaff = () =>
  useGqlMutation(addStaffMutation, { onSuccess: useInvalidate(...staffDocuments) })
export const useUpdateStaff = () =>
  useGqlMutation(updateStaffMutation, { onSuccess: useInvalidate(...staffDocuments) })
export const useRemoveStaff = () =>
  useGqlMutation(removeStaffMutation, { onSuccess: useInvalidate(...staffDocuments) })
export const useActivateStaff = () =>
  useGqlMutation(activateStaffMutation, { onSuccess: useInvalidate(...staffDocuments) })

export const useAddRole = () =>
  useGqlMutation(addRoleMutation, { onSuccess: useInvalidate(...roleDocuments) })
export const useUpdateRole = () =>
  useGqlMutation(updateRoleMutation, { onSuccess: useInvalidate(...roleDocuments) })
export const useRemoveRole = () =>
  useGqlMutation(removeRoleMutation, { onSuccess: useInvalidate(...roleDocuments) })
export const useActivateRole = () =>
  useGqlMutation(activateRoleMutation, { onSuccess: useInvalidate(...roleDocuments) })
