import { graphql } from '../../generated'
import type {
  DirectoryUsersByNameQuery,
  ModuleCategoriesQuery,
  RolesQuery,
  StaffListQuery,
  UserManagementCentresQuery,
} from '../../generated/graphql'

/** One page of the school's staff within the caller's reach, with the list's filters. */
export const staffListQuery = graphql(`
  query StaffList(
    $IDSchool: Int!
    $pagination: Pagination
    $filter: StaffFilter
    $role: Int
    $centre: Int
    $searchString: String
  ) {
    findAllStaff(
      IDSchool: $IDSchool
      pagination: $pagination
      filter: $filter
      role: $role
      centre: $centre
      searchString: $searchString
    ) {
      totalCount
      data {
        ...StaffFields
      }
    }
  }
`)

export const staffFieldsFragment = graphql(`
  fragment StaffFields on Staff {
    ID
    staffID
    active
    createdAt
    user {
      ID
      firstname
      lastname
      email
      mobilePhone
      mobilePhoneCountryCode
      isHQStaff
      hasCentreScopeAccess
      active
    }
    centres {
      ID
      label
      code
    }
    roles {
      ID
      label
      name
      active
    }
  }
`)

export const staffByIdQuery = graphql(`
  query StaffByID($IDSchool: Int!, $staffID: Int!) {
    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {
      ...StaffFields
    }
  }
`)

export const addStaffMutation = graphql(`
  mutation AddNewStaff($IDSchool: Int!, $staffData: StaffInput!) {
    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {
      ID
    }
  }
`)

export const updateStaffMutation = graphql(`
  mutation UpdateStaff($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {
    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {
      ID
    }
  }
`)

export const removeStaffMutation = graphql(`
  mutation RemoveStaff($IDSchool: Int!, $staffID: Int!) {
    removeStaff(IDSchool: $IDSchool, staffID: $staffID)
  }
`)

export const activateStaffMutation = graphql(`
  mutation ActivateStaff($IDSchool: Int!, $staffID: Int!) {
    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {
      ID
    }
  }
`)

export const directoryUserByEmailQuery = graphql(`
  query DirectoryUserByEmail($email: String!) {
    getADUserByEmail(email: $email) {
      email
      displayName
      givenName
      surname
      businessPhones
    }
  }
`)

export const directoryUsersByNameQuery = graphql(`
  query DirectoryUsersByName($name: String!) {
    getADUsersByName(name: $name) {
      email
      displayName
      givenName
      surname
      businessPhones
    }
  }
`)

/** The centres the caller may assign (write) or list by (read) in user management. */
export const userManagementCentresQuery = graphql(`
  query UserManagementCentres($accessType: String!) {
    getAccessibleCentresForModule(module: "user_management", accessType: $accessType) {
      ID
      label
    }
  }
`)

export const rolesQuery = graphql(`
  query Roles($IDSchool: Int!) {
    findRoleByFkSchool(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
        label
        name
        active
        isRemovable
        numberOfUsers
        updatedAt
        lastModifiedUser {
          ID
          firstname
          lastname
        }
        roleTemplates {
          ID
          access
          label
          moduleCategory {
            ID
            moduleCategoryCode
            label
          }
        }
      }
    }
  }
`)

export const moduleCategoriesQuery = graphql(`
  query ModuleCategories($IDSchool: Int!) {
    findAllModuleCategory(IDSchool: $IDSchool) {
      ID
      label
      moduleCategoryCode
    }
  }
`)

export const addRoleMutation = graphql(`
  mutation AddRole($IDSchool: Int!, $roleData: RoleInput!) {
    addRole(IDSchool: $IDSchool, roleData: $roleData) {
      ID
    }
  }
`)

export const updateRoleMutation = graphql(`
  mutation UpdateRole($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {
    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {
      ID
    }
  }
`)

export const removeRoleMutation = graphql(`
  mutation RemoveRole($IDSchool: Int!, $roleID: Int!) {
    removeRole(IDSchool: $IDSchool, roleID: $roleID)
  }
`)

export const activateRoleMutation = graphql(`
  mutation ActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {
    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {
      ID
    }
  }
`)

export type StaffMember = StaffListQuery['findAllStaff']['data'][number]
export type Role = RolesQuery['findRoleByFkSchool']['data'][number]
export type ModuleCategory = ModuleCategoriesQuery['findAllModuleCategory'][number]
export type DirectoryUser = DirectoryUsersByNameQuery['getADUsersByName'][number]
export type CentreOption = UserManagementCentresQuery['getAccessibleCentresForModule'][number]
