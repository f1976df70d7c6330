import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../db/client'
import { moduleCategories, roles, roleTemplates, userRoles, users } from '../../db/schema'

export type RoleRow = typeof roles.$inferSelect
export type ModuleCategoryRow = typeof moduleCategories.$inferSelect

export interface RoleRecord {
  role: RoleRow
  numberOfUsers: number
  lastModifiedUser: { id: number; firstname: string; lastname: string } | null
  templates: { id: number; fkModuleCategory: number; access: number; category: ModuleCategoryRow }[]
}

const modifier = alias(users, 'modifier')

/** The school's staff roles (one when roleId is given) with holders, last modifier and access, by label. */
export async function selectRoles(db: DbOrTx, schoolId: number, roleId?: number): Promise<RoleRecord[]> {
  const holders = db
    .select({ fkRole: userRoles.fkRole, count: count().as('count') })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.fkUser), eq(users.active, true)))
    .groupBy(userRoles.fkRole)
    .as('holders')
  const rows = await db
    .select({
      role: roles,
      numberOfUsers: sql<number>`coalesce(${holders.count}, 0)`.mapWith(Number),
      modifier: { id: modifier.id, firstname: modifier.firstname, lastname: modifier.lastname },
    })
    .from(roles)
    .leftJoin(holders, eq(holders.fkRole, roles.id))
    .leftJoin(modifier, eq(modifier.id, roles.fkLastModifiedUser))
    .where(
      and(
        eq(roles.fkSchool, schoolId),
        eq(roles.isStaff, true),
        roleId === undefined ? undefined : eq(roles.id, roleId),
      ),
    )
    .orderBy(asc(roles.label), asc(roles.id))
  if (rows.length === 0) return []
  const templateRows = await db
    .select({ template: roleTemplates, category: moduleCategories })
    .from(roleTemplates)
    .innerJoin(moduleCategories, eq(moduleCategories.id, roleTemplates.fkModuleCategory))
    .where(
      and(
        inArray(
          roleTemplates.fkRole,
          rows.map((r) => r.role.id),
        ),
        eq(moduleCategories.active, true),
      ),
    )
    .orderBy(asc(moduleCategories.label), asc(roleTemplates.id))
  return rows.map(({ role, numberOfUsers, modifier: user }) => ({
    role,
    numberOfUsers,
    lastModifiedUser: user,
    templates: templateRows
      .filter((t) => t.template.fkRole === role.id)
      .map(({ template, category }) => ({
        id: template.id,
        fkModuleCategory: template.fkModuleCategory,
        access: template.access,
        category,
      })),
  }))
}

export async function selectRole(db: DbOrTx, schoolId: number, roleId: number): Promise<RoleRecord | null> {
  const [record] = await selectRoles(db, schoolId, roleId)
  return record ?? null
}

export async function selectModuleCategories(db: DbOrTx, schoolId: number): Promise<ModuleCategoryRow[]> {
  return db
    .select()
    .from(moduleCategories)
    .where(and(eq(moduleCategories.fkSchool, schoolId), eq(moduleCategories.active, true)))
    .orderBy(asc(moduleCategories.label), asc(moduleCategories.id))
}

/** Every role of the school (staff and parent), for label and name uniqueness. */
export async function selectRoleNames(db: DbOrTx, schoolId: number) {
  return db
    .select({ id: roles.id, name: roles.name, label: roles.label })
    .from(roles)
    .where(eq(roles.fkSchool, schoolId))
}

/** Grants of the given roles on active modules: what holding each role hands out. */
export async function selectRoleGrants(db: DbOrTx, schoolId: number, roleIds: readonly number[]) {
  if (roleIds.length === 0) return []
  return db
    .select({
      roleId: roles.id,
      roleLabel: roles.label,
      code: moduleCategories.moduleCategoryCode,
      moduleLabel: moduleCategories.label,
      access: roleTemplates.access,
    })
    .from(roles)
    .innerJoin(roleTemplates, eq(roleTemplates.fkRole, roles.id))
    .innerJoin(
      moduleCategories,
      and(eq(moduleCategories.id, roleTemplates.fkModuleCategory), eq(moduleCategories.active, true)),
    )
    .where(and(eq(roles.fkSchool, schoolId), inArray(roles.id, [...roleIds])))
}
export type RoleGrant = Awaited<ReturnType<typeof selectRoleGrants>>[number]

export async function insertRole(tx: Tx, values: typeof roles.$inferInsert): Promise<number> {
  const [created] = await tx.insert(roles).values(values).returning({ id: roles.id })
  return created.id
}

export async function updateRoleRow(
  tx: Tx,
  roleId: number,
  values: Partial<Pick<typeof roles.$inferInsert, 'label' | 'active' | 'fkLastModifiedUser'>>,
): Promise<void> {
  await tx.update(roles).set(values).where(eq(roles.id, roleId))
}

/** Makes the role's access exactly these modules and access bits. */
export async function replaceTemplates(
  tx: Tx,
  roleId: number,
  templates: { fkModuleCategory: number; access: number }[],
): Promise<void> {
  await tx.delete(roleTemplates).where(eq(roleTemplates.fkRole, roleId))
  await tx
    .insert(roleTemplates)
    .values(
      templates.map((t) => ({ fkRole: roleId, fkModuleCategory: t.fkModuleCategory, access: t.access })),
    )
}

/** Deletes the role and what links users to it. */
export async function deleteRole(tx: Tx, roleId: number): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.fkRole, roleId))
  await tx.delete(roles).where(eq(roles.id, roleId))
}
