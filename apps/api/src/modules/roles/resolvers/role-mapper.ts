import type { ModuleCategory, Role } from '../../../generated/graphql'
import type { ModuleCategoryRow, RoleRecord } from '../queries'

export const toModuleCategory = (category: ModuleCategoryRow): ModuleCategory => ({
  ID: category.id,
  fkSchool: category.fkSchool,
  label: category.label,
  moduleCategoryCode: category.moduleCategoryCode,
  active: category.active,
})

export function toRole({ role, numberOfUsers, lastModifiedUser, templates }: RoleRecord): Role {
  return {
    ID: role.id,
    fkSchool: role.fkSchool,
    label: role.label,
    name: role.name,
    active: role.active,
    isStaff: role.isStaff,
    isRemovable: role.isRemovable,
    numberOfUsers,
    lastModifiedUser: lastModifiedUser
      ? {
          ID: lastModifiedUser.id,
          firstname: lastModifiedUser.firstname,
          lastname: lastModifiedUser.lastname,
        }
      : null,
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
    roleTemplates: templates.map((t) => ({
      ID: t.id,
      fkModuleCategory: t.fkModuleCategory,
      access: t.access,
      label: t.category.label,
      moduleCategory: toModuleCategory(t.category),
    })),
  }
}
