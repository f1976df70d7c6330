import { ModuleCategory, moduleCategoryCodes } from '@preschool/domain'
import type { Tx } from '../../client'
import { moduleCategories, roles, roleTemplates } from '../../schema'
import { demoRoles } from '../content/roles'
import { demoSchools } from '../content/schools'
import { lookup } from '../lookup'

/** Role ids by `${schoolId}:${roleName}`. */
export type SeededRoles = ReadonlyMap<string, number>
export const roleKey = (schoolId: number, name: string) => `${schoolId}:${name}`

/** Every school's module categories, and its roles with their access per module category. */
export async function insertRoles(tx: Tx): Promise<SeededRoles> {
  const categories = await tx
    .insert(moduleCategories)
    .values(
      demoSchools.flatMap((school) =>
        moduleCategoryCodes.map((code) => ({
          fkSchool: school.id,
          moduleCategoryCode: code,
          label: ModuleCategory[code],
        })),
      ),
    )
    .returning({
      id: moduleCategories.id,
      fkSchool: moduleCategories.fkSchool,
      code: moduleCategories.moduleCategoryCode,
    })
  const categoryIds = new Map(categories.map((c) => [`${c.fkSchool}:${c.code}`, c.id]))

  const roleRows = await tx
    .insert(roles)
    .values(
      demoSchools.flatMap((school) =>
        demoRoles.map((role) => ({
          fkSchool: school.id,
          name: role.name,
          label: role.label,
          isStaff: role.isStaff,
          isRemovable: role.isRemovable,
        })),
      ),
    )
    .returning({ id: roles.id, fkSchool: roles.fkSchool, name: roles.name })

  const templates = roleRows.flatMap((row) => {
    const role = demoRoles.find((r) => r.name === row.name)
    return moduleCategoryCodes.flatMap((code) => {
      const access = role?.access[code]
      if (access === undefined) return []
      return [
        {
          fkRole: row.id,
          fkModuleCategory: lookup(categoryIds, `${row.fkSchool}:${code}`, 'module'),
          access,
        },
      ]
    })
  })
  await tx.insert(roleTemplates).values(templates)

  return new Map(roleRows.map((r) => [roleKey(r.fkSchool, r.name), r.id]))
}
