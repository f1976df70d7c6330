import { randomUUID } from 'node:crypto'
import { FULL_ACCESS, HQ_ADMIN_ROLE, moduleCategoryCodes } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { roles, userRoles } from '../../db/schema'
import { createSession } from '../../platform/auth/sessions'
import { buildHQ, buildRole, type TestSchool, type TestUser } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { StaffInput } from '../../test/generated/graphql'
import { gql } from '../../test/server'

/** Shared by the staff and role tests: documents, and fixtures the generic builders do not make. */

graphql(`
  fragment StaffTestFields on Staff {
    ID
    fkSchool
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
export const ADD_STAFF = graphql(`
  mutation StaffAdd($IDSchool: Int!, $staffData: StaffInput!) {
    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {
      ...StaffTestFields
    }
  }
`)
export const UPDATE_STAFF = graphql(`
  mutation StaffUpdate($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {
    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {
      ...StaffTestFields
    }
  }
`)
export const REMOVE_STAFF = graphql(`
  mutation StaffRemove($IDSchool: Int!, $staffID: Int!) {
    removeStaff(IDSchool: $IDSchool, staffID: $staffID)
  }
`)
export const ACTIVATE_STAFF = graphql(`
  mutation StaffActivate($IDSchool: Int!, $staffID: Int!) {
    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {
      ID
      active
      user {
        active
      }
    }
  }
`)
export const LIST_STAFF = graphql(`
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
        ...StaffTestFields
      }
    }
  }
`)
export const STAFF_BY_ID = graphql(`
  query StaffOne($IDSchool: Int!, $staffID: Int!) {
    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {
      ...StaffTestFields
    }
  }
`)
/** Switches a role on or off (role management; the staff tests take a role away from its holders with it). */
export const ACTIVATE_ROLE = graphql(`
  mutation StaffActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {
    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {
      ID
      active
    }
  }
`)
export const ME = graphql(`
  query StaffMe {
    me {
      ID
      can
    }
  }
`)
export const MENU = graphql(`
  query StaffMenu($filter: MenuFilter!) {
    findSidebarMenuByUser(filter: $filter) {
      path
    }
  }
`)

export const uniqueEmail = () => `staff-${randomUUID().slice(0, 8)}@example.com`
export const uniqueStaffId = () => `T-${randomUUID().slice(0, 8)}`

export const staffData = (overrides: Partial<StaffInput> = {}): StaffInput => ({
  email: uniqueEmail(),
  firstname: 'Nur',
  lastname: 'Aisyah',
  staffId: uniqueStaffId(),
  phoneNumber: '91234567',
  phoneCountryCode: '+65',
  centreIDs: [],
  roleIDs: [],
  ...overrides,
})

const everything = Object.fromEntries(moduleCategoryCodes.map((code) => [code, FULL_ACCESS]))

/** The school's hq_admin role (made on first use), like the one every real school is set up with. */
export async function hqAdminRole(school: TestSchool): Promise<number> {
  const [existing] = await school.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.fkSchool, school.id), eq(roles.name, HQ_ADMIN_ROLE)))
  if (existing) return existing.id
  const role = await buildRole(school, { isStaff: true, access: everything, name: HQ_ADMIN_ROLE })
  await school.db.update(roles).set({ isRemovable: false }).where(eq(roles.id, role.id))
  return role.id
}

/** An HQ administrator: head office staff holding hq_admin (and, from the builder, a full-access role). */
export async function buildHqAdmin(school: TestSchool): Promise<TestUser> {
  const user = await buildHQ(school, everything)
  await school.db.insert(userRoles).values({ fkUser: user.id, fkRole: await hqAdminRole(school) })
  return user
}

/** Adds a staff member through the API and signs them in, so tests can act as the person just added. */
export async function addStaffAndSignIn(school: TestSchool, token: string, overrides: Partial<StaffInput>) {
  const result = await gql(ADD_STAFF, { IDSchool: school.id, staffData: staffData(overrides) }, token)
  if (!result.data) throw new Error(`addNewStaff failed: ${result.errors?.[0].message}`)
  const member = result.data.addNewStaff
  return { member, token: await createSession(school.db, member.user.ID, 1) }
}

export async function canOf(token: string): Promise<string[] | undefined> {
  return (await gql(ME, {}, token)).data?.me.can
}

export async function menuPaths(school: TestSchool, token: string): Promise<string[] | undefined> {
  const result = await gql(MENU, { filter: { fkSchool: school.id } }, token)
  return result.data?.findSidebarMenuByUser.flatMap((i) => (i.path ? [i.path] : []))
}
