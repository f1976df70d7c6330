import { Access } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { moduleCategories } from '../../db/schema'
import { buildSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { buildHqAdmin } from '../staff/test-support'

const ADD = graphql(`
  mutation RolesImpliedReadAdd($IDSchool: Int!, $roleData: RoleInput!) {
    addRole(IDSchool: $IDSchool, roleData: $roleData) {
      ID
      roleTemplates {
        access
        moduleCategory {
          moduleCategoryCode
        }
      }
    }
  }
`)
const UPDATE = graphql(`
  mutation RolesImpliedReadUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {
    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {
      roleTemplates {
        access
        moduleCategory {
          moduleCategoryCode
        }
      }
    }
  }
`)

type Saved = {
  roleTemplates: { access: number; moduleCategory: { moduleCategoryCode: string } }[]
}
const accessByModule = (role: Saved | undefined) =>
  Object.fromEntries((role?.roleTemplates ?? []).map((t) => [t.moduleCategory.moduleCategoryCode, t.access]))

describe('write or approve implies read, on the server as in the role form', () => {
  it('saves a role given write or approve without read with read added', async () => {
    const school = await buildSchool()
    const admin = await buildHqAdmin(school)
    const rows = await school.db
      .select()
      .from(moduleCategories)
      .where(eq(moduleCategories.fkSchool, school.id))
    const id = Object.fromEntries(rows.map((r) => [r.moduleCategoryCode, r.id]))
    const added = await gql(
      ADD,
      {
        IDSchool: school.id,
        roleData: {
          label: 'Writer',
          templates: [
            { fkModuleCategory: id.level_management, access: Access.write },
            { fkModuleCategory: id.centre_management, access: Access.approve },
            { fkModuleCategory: id.holiday_management, access: Access.read },
          ],
        },
      },
      admin.token,
    )
    expect(added.errors).toBeUndefined()
    expect(accessByModule(added.data?.addRole)).toEqual({
      level_management: Access.read | Access.write,
      centre_management: Access.read | Access.approve,
      holiday_management: Access.read,
    })
    const updated = await gql(
      UPDATE,
      {
        IDSchool: school.id,
        roleID: added.data!.addRole.ID,
        roleData: {
          label: 'Writer',
          templates: [{ fkModuleCategory: id.level_management, access: Access.write | Access.approve }],
        },
      },
      admin.token,
    )
    expect(accessByModule(updated.data?.updateRole)).toEqual({ level_management: 7 })
  })
})
