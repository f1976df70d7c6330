import { Access, FULL_ACCESS, RoleMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { moduleCategories, userRoles } from '../../db/schema'
import {
  buildCentre,
  buildHQ,
  buildParent,
  buildSchool,
  buildStaff,
  type TestSchool,
} from '../../test/builders'
import type { RoleInput } from '../../test/generated/graphql'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import {
  addStaffAndSignIn,
  buildHqAdmin,
  canOf,
  hqAdminRole,
  menuPaths,
  REMOVE_STAFF,
  ACTIVATE_ROLE as ACTIVATE,
} from '../staff/test-support'

const RW = Access.read | Access.write

graphql(`
  fragment RolesRoleFields on Role {
    ID
    fkSchool
    label
    name
    active
    isStaff
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
      fkModuleCategory
      access
      label
      moduleCategory {
        ID
        moduleCategoryCode
        label
      }
    }
  }
`)
const LIST = graphql(`
  query RolesList($IDSchool: Int!) {
    findRoleByFkSchool(IDSchool: $IDSchool) {
      totalCount
      data {
        ...RolesRoleFields
      }
    }
  }
`)
const MODULES = graphql(`
  query RolesModules($IDSchool: Int!) {
    findAllModuleCategory(IDSchool: $IDSchool) {
      ID
      fkSchool
      label
      moduleCategoryCode
      active
    }
  }
`)
const ADD = graphql(`
  mutation RolesAdd($IDSchool: Int!, $roleData: RoleInput!) {
    addRole(IDSchool: $IDSchool, roleData: $roleData) {
      ...RolesRoleFields
    }
  }
`)
const UPDATE = graphql(`
  mutation RolesUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {
    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {
      ...RolesRoleFields
    }
  }
`)
const REMOVE = graphql(`
  mutation RolesRemove($IDSchool: Int!, $roleID: Int!) {
    removeRole(IDSchool: $IDSchool, roleID: $roleID)
  }
`)
/** The school's module category ids by code. */
async function moduleIds(school: TestSchool): Promise<Record<string, number>> {
  const rows = await school.db.select().from(moduleCategories).where(eq(moduleCategories.fkSchool, school.id))
  return Object.fromEntries(rows.map((r) => [r.moduleCategoryCode, r.id]))
}

async function setup() {
  const school = await buildSchool()
  const admin = await buildHqAdmin(school)
  const modules = await moduleIds(school)
  return { school, admin, modules }
}

async function addRole(school: TestSchool, token: string, roleData: RoleInput) {
  return gql(ADD, { IDSchool: school.id, roleData }, token)
}

async function listRoles(school: TestSchool, token: string) {
  return (await gql(LIST, { IDSchool: school.id }, token)).data?.findRoleByFkSchool.data
}

describe('role management', () => {
  it('lists module categories and creates a role with its access, listed with who changed it', async () => {
    const { school, admin, modules } = await setup()
    const categories = await gql(MODULES, { IDSchool: school.id }, admin.token)
    const labels = categories.data!.findAllModuleCategory.map((c) => c.label)
    expect(labels).toContain('Level Management')
    expect(labels).toEqual(labels.toSorted((a, b) => a.localeCompare(b)))

    const created = await addRole(school, admin.token, {
      label: ' Level Coordinator ',
      templates: [
        { fkModuleCategory: modules.level_management, access: RW },
        { fkModuleCategory: modules.centre_management, access: Access.read },
        { fkModuleCategory: modules.fee_management, access: 0 },
      ],
    })
    expect(created.errors).toBeUndefined()
    expect(created.data?.addRole).toMatchObject({
      label: 'Level Coordinator',
      name: 'level_coordinator',
      active: true,
      isStaff: true,
      isRemovable: true,
      numberOfUsers: 0,
      lastModifiedUser: { ID: admin.id, firstname: 'Test', lastname: 'Staff' },
    })
    expect(
      created.data?.addRole.roleTemplates.map((t) => [
        t.label,
        t.moduleCategory.moduleCategoryCode,
        t.access,
      ]),
    ).toEqual([
      ['Centre Management', 'centre_management', Access.read],
      ['Level Management', 'level_management', RW],
    ])
    const listed = await listRoles(school, admin.token)
    expect(listed?.map((r) => r.name)).toContain('level_coordinator')
    // The admin's own roles count them as a holder.
    expect(listed?.find((r) => r.name === 'hq_admin')).toMatchObject({ numberOfUsers: 1, isRemovable: false })
  })

  it('refuses bad input and a label the school already has', async () => {
    const { school, admin, modules } = await setup()
    const other = await setup()
    const level = { fkModuleCategory: modules.level_management, access: Access.read }
    const cases: [RoleInput, string][] = [
      [{ label: ' ', templates: [level] }, '*Required'],
      [{ label: 'X', templates: [] }, RoleMsg.templatesRequired],
      [{ label: 'X', templates: [{ ...level, access: 8 }] }, RoleMsg.access],
      [{ label: 'X', templates: [level, level] }, RoleMsg.duplicateModule],
      [
        { label: 'X', templates: [{ fkModuleCategory: other.modules.level_management, access: 1 }] },
        RoleMsg.unknownModule,
      ],
    ]
    for (const [roleData, message] of cases) {
      const result = await addRole(school, admin.token, roleData)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toContain(message)
    }
    await addRole(school, admin.token, { label: 'Teacher Aide', templates: [level] })
    const again = await addRole(school, admin.token, { label: 'teacher aide', templates: [level] })
    expect(errorCode(again)).toBe('CONFLICT')
    expect(again.errors?.[0].message).toBe(RoleMsg.labelTaken)
    expect(again.errors?.[0].extensions?.fields).toEqual({ label: RoleMsg.labelTaken })
    // A different label that makes the same code gets a numbered one.
    const similar = await addRole(school, admin.token, { label: 'Teacher-Aide', templates: [level] })
    expect(similar.data?.addRole.name).toBe('teacher_aide_2')
  })

  it('never lets anyone grant access they do not hold themselves', async () => {
    const { school, admin, modules } = await setup()
    const manager = await buildHQ(school, { user_management: RW, level_management: Access.read })
    const beyond = await addRole(school, manager.token, {
      label: 'Level Editor',
      templates: [{ fkModuleCategory: modules.level_management, access: RW }],
    })
    expect(errorCode(beyond)).toBe('FORBIDDEN')
    expect(beyond.errors?.[0].message).toBe(RoleMsg.grantBeyondOwn('Level Management'))
    const within = await addRole(school, manager.token, {
      label: 'Level Reader',
      templates: [{ fkModuleCategory: modules.level_management, access: Access.read }],
    })
    expect(within.errors).toBeUndefined()
    const roleID = within.data!.addRole.ID
    const raise = await gql(
      UPDATE,
      {
        IDSchool: school.id,
        roleID,
        roleData: {
          label: 'Level Reader',
          templates: [{ fkModuleCategory: modules.level_management, access: 7 }],
        },
      },
      manager.token,
    )
    expect(raise.errors?.[0].message).toBe(RoleMsg.grantBeyondOwn('Level Management'))
    // A role with more access than the manager's cannot be changed, removed or switched by them at all.
    const strong = await addRole(school, admin.token, {
      label: 'Finance',
      templates: [{ fkModuleCategory: modules.finance_management, access: Access.read }],
    })
    const strongId = strong.data!.addRole.ID
    const strongRole = { IDSchool: school.id, roleID: strongId }
    for (const call of [
      () =>
        gql(
          UPDATE,
          {
            ...strongRole,
            roleData: {
              label: 'Finance',
              templates: [{ fkModuleCategory: modules.level_management, access: 1 }],
            },
          },
          manager.token,
        ),
      () => gql(REMOVE, strongRole, manager.token),
      () => gql(ACTIVATE, { ...strongRole, active: false }, manager.token),
    ]) {
      const result = await call()
      expect(errorCode(result)).toBe('FORBIDDEN')
      expect(result.errors?.[0].message).toBe(RoleMsg.roleBeyondOwn)
    }
  })

  it("changes a holder's access from their next request: me and the menu follow the role", async () => {
    const { school, admin, modules } = await setup()
    const centre = await buildCentre(school)
    const created = await addRole(school, admin.token, {
      label: 'Coordinator',
      templates: [
        { fkModuleCategory: modules.level_management, access: Access.read },
        { fkModuleCategory: modules.class_management, access: Access.read },
      ],
    })
    const role = created.data!.addRole
    const holder = await addStaffAndSignIn(school, admin.token, {
      roleIDs: [role.ID],
      centreIDs: [centre.id],
    })
    expect(await canOf(holder.token)).toContain('levels.read')
    expect(await menuPaths(school, holder.token)).toContain('/settings/levelmanagement')

    const updated = await gql(
      UPDATE,
      {
        IDSchool: school.id,
        roleID: role.ID,
        roleData: {
          label: 'Class Coordinator',
          templates: [{ fkModuleCategory: modules.class_management, access: Access.read }],
        },
      },
      admin.token,
    )
    expect(updated.errors).toBeUndefined()
    expect(updated.data?.updateRole).toMatchObject({
      label: 'Class Coordinator',
      name: 'coordinator',
      numberOfUsers: 1,
    })
    expect(updated.data?.updateRole.roleTemplates.map((t) => t.moduleCategory.moduleCategoryCode)).toEqual([
      'class_management',
    ])
    expect(await canOf(holder.token)).not.toContain('levels.read')
    const menu = await menuPaths(school, holder.token)
    expect(menu).not.toContain('/settings/levelmanagement')
    expect(menu).not.toContain('/settings')
  })

  it('deactivates and activates a role, its holders following; the HQ Administrator role stays as it is', async () => {
    const { school, admin, modules } = await setup()
    const centre = await buildCentre(school)
    const role = (
      await addRole(school, admin.token, {
        label: 'Reader',
        templates: [{ fkModuleCategory: modules.level_management, access: Access.read }],
      })
    ).data!.addRole
    const holder = await addStaffAndSignIn(school, admin.token, {
      roleIDs: [role.ID],
      centreIDs: [centre.id],
    })
    const off = await gql(ACTIVATE, { IDSchool: school.id, roleID: role.ID, active: false }, admin.token)
    expect(off.data).toEqual({ activateRole: { ID: role.ID, active: false } })
    expect(await canOf(holder.token)).not.toContain('levels.read')
    await gql(ACTIVATE, { IDSchool: school.id, roleID: role.ID, active: true }, admin.token)
    expect(await canOf(holder.token)).toContain('levels.read')

    const hqAdmin = await hqAdminRole(school)
    const deactivate = await gql(
      ACTIVATE,
      { IDSchool: school.id, roleID: hqAdmin, active: false },
      admin.token,
    )
    expect(errorCode(deactivate)).toBe('CONFLICT')
    expect(deactivate.errors?.[0].message).toBe(RoleMsg.hqAdminLocked)
    const change = await gql(
      UPDATE,
      {
        IDSchool: school.id,
        roleID: hqAdmin,
        roleData: { label: 'Admin', templates: [{ fkModuleCategory: modules.level_management, access: 1 }] },
      },
      admin.token,
    )
    expect(change.errors?.[0].message).toBe(RoleMsg.hqAdminLocked)
    expect(await canOf(admin.token)).toContain('roles.write')
  })

  it('removes a role only when removable and no active user holds it', async () => {
    const { school, admin, modules } = await setup()
    const centre = await buildCentre(school)
    const notRemovable = await gql(
      REMOVE,
      { IDSchool: school.id, roleID: await hqAdminRole(school) },
      admin.token,
    )
    expect(errorCode(notRemovable)).toBe('CONFLICT')
    expect(notRemovable.errors?.[0].message).toBe(RoleMsg.notRemovable)

    const role = (
      await addRole(school, admin.token, {
        label: 'Temporary',
        templates: [{ fkModuleCategory: modules.level_management, access: FULL_ACCESS }],
      })
    ).data!.addRole
    const holder = await addStaffAndSignIn(school, admin.token, {
      roleIDs: [role.ID],
      centreIDs: [centre.id],
    })
    const inUse = await gql(REMOVE, { IDSchool: school.id, roleID: role.ID }, admin.token)
    expect(inUse.errors?.[0].message).toBe(RoleMsg.inUse(1))

    await gql(REMOVE_STAFF, { IDSchool: school.id, staffID: holder.member.ID }, admin.token)
    const removed = await gql(REMOVE, { IDSchool: school.id, roleID: role.ID }, admin.token)
    expect(removed.data).toEqual({ removeRole: true })
    expect((await listRoles(school, admin.token))?.some((r) => r.ID === role.ID)).toBe(false)
    const left = await school.db.select().from(userRoles).where(eq(userRoles.fkUser, holder.member.user.ID))
    expect(left).toEqual([])
  })

  describe('refusals', () => {
    it('refuses callers without a session, parents, staff without the module, and read-only staff writing', async () => {
      const { school, modules } = await setup()
      const parent = await buildParent(school)
      const otherModule = await buildStaff(school, { level_management: RW })
      const readOnly = await buildStaff(school, { user_management: Access.read })
      for (const token of [undefined, parent.token, otherModule.token]) {
        for (const call of [
          () => gql(LIST, { IDSchool: school.id }, token),
          () => gql(MODULES, { IDSchool: school.id }, token),
        ]) {
          expect((await call()).errors?.[0].message).toBe('unauthorized')
        }
      }
      const roleData = { label: 'X', templates: [{ fkModuleCategory: modules.level_management, access: 1 }] }
      const write = await addRole(school, readOnly.token, roleData)
      expect(write.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(write)).toBe('FORBIDDEN')
      expect((await gql(LIST, { IDSchool: school.id }, readOnly.token)).errors).toBeUndefined()
    })

    it("never reaches another school's roles", async () => {
      const { school, admin, modules } = await setup()
      const other = await setup()
      const otherRole = (
        await addRole(other.school, other.admin.token, {
          label: 'Other',
          templates: [{ fkModuleCategory: other.modules.level_management, access: 1 }],
        })
      ).data!.addRole.ID
      const roleData = {
        label: 'X',
        templates: [{ fkModuleCategory: other.modules.level_management, access: 1 }],
      }
      const IDSchool = other.school.id
      for (const call of [
        () => gql(LIST, { IDSchool }, admin.token),
        () => gql(MODULES, { IDSchool }, admin.token),
        () => gql(ADD, { IDSchool, roleData }, admin.token),
        () => gql(UPDATE, { IDSchool, roleID: otherRole, roleData }, admin.token),
        () => gql(REMOVE, { IDSchool, roleID: otherRole }, admin.token),
        () => gql(ACTIVATE, { IDSchool, roleID: otherRole, active: false }, admin.token),
      ]) {
        const result = await call()
        expect(result.errors?.[0].message).toBe('unauthorized')
      }
      // Naming its own school with the other school's role, or with a parent role, finds nothing.
      const parent = await buildParent(school)
      const [parentRole] = await school.db.select().from(userRoles).where(eq(userRoles.fkUser, parent.id))
      const ownData = { label: 'X', templates: [{ fkModuleCategory: modules.level_management, access: 1 }] }
      for (const roleID of [otherRole, parentRole.fkRole]) {
        const own = { IDSchool: school.id, roleID }
        expect(errorCode(await gql(UPDATE, { ...own, roleData: ownData }, admin.token))).toBe('NOT_FOUND')
        expect(errorCode(await gql(REMOVE, own, admin.token))).toBe('NOT_FOUND')
        expect(errorCode(await gql(ACTIVATE, { ...own, active: true }, admin.token))).toBe('NOT_FOUND')
      }
    })
  })
})
