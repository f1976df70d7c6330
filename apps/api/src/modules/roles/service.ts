import { HQ_ADMIN_ROLE, type RoleInput, RoleMsg, roleInputSchema } from '@preschool/domain'
import type { Db, Tx } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { escalation, grantBeyondCaller, type ModuleGrant } from './access-rules'
import { lockSchool } from '../tenancy'
import {
  deleteRole,
  insertRole,
  replaceTemplates,
  type RoleRecord,
  selectModuleCategories,
  selectRole,
  selectRoleNames,
  selectRoles,
  updateRoleRow,
} from './queries'

export const listRoles = (db: Db, schoolId: number) => selectRoles(db, schoolId)
export const listModuleCategories = (db: Db, schoolId: number) => selectModuleCategories(db, schoolId)

const grantsOf = (record: RoleRecord): ModuleGrant[] =>
  record.templates.map((t) => ({
    code: t.category.moduleCategoryCode,
    moduleLabel: t.category.label,
    access: t.access,
  }))

/** The role to change: a staff role of the school whose access the editor holds in full. */
async function roleToChange(
  tx: Tx,
  grant: SignedInGrant,
  schoolId: number,
  roleId: number,
): Promise<RoleRecord> {
  const record = await selectRole(tx, schoolId, roleId)
  if (!record) throw notFound('Role')
  if (grantBeyondCaller(grant, grantsOf(record))) throw escalation(RoleMsg.roleBeyondOwn)
  return record
}

/** The input's templates against the school's modules, refused when one grants beyond the editor's access. */
async function checkedTemplates(tx: Tx, grant: SignedInGrant, schoolId: number, input: RoleInput) {
  const categories = await selectModuleCategories(tx, schoolId)
  const grants = input.templates.map((t, index) => {
    const category = categories.find((c) => c.id === t.fkModuleCategory)
    if (!category)
      throw badInput(RoleMsg.unknownModule, {
        [`templates.${index}.fkModuleCategory`]: RoleMsg.unknownModule,
      })
    return { ...t, code: category.moduleCategoryCode, moduleLabel: category.label }
  })
  const beyond = grantBeyondCaller(grant, grants)
  if (beyond) throw escalation(RoleMsg.grantBeyondOwn(beyond.moduleLabel))
  return grants
}

/** Labels are unique in a school whatever their case, so staff cannot tell two roles apart by case alone. */
function assertLabelFree(taken: { id: number; label: string }[], label: string, roleId?: number) {
  const wanted = label.toLowerCase()
  if (taken.some((r) => r.id !== roleId && r.label.trim().toLowerCase() === wanted))
    throw conflict(RoleMsg.labelTaken, { label: RoleMsg.labelTaken })
}

/** A stable code from the first label ('Level Coordinator' -> level_coordinator), numbered when taken. */
function newRoleName(label: string, taken: { name: string }[]): string {
  const base =
    label
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'role'
  const names = new Set(taken.map((r) => r.name))
  let name = base
  for (let n = 2; names.has(name); n++) name = `${base}_${n}`
  return name
}

export async function addRole(
  db: Db,
  grant: SignedInGrant,
  schoolId: number,
  raw: unknown,
): Promise<RoleRecord> {
  const input = parseInput(roleInputSchema, raw)
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId)
    await checkedTemplates(tx, grant, schoolId, input)
    const taken = await selectRoleNames(tx, schoolId)
    assertLabelFree(taken, input.label)
    const created = await insertRole(tx, {
      fkSchool: schoolId,
      name: newRoleName(input.label, taken),
      label: input.label,
      isStaff: true,
      isRemovable: true,
      fkLastModifiedUser: grant.viewer.userId,
    })
    await replaceTemplates(tx, created, input.templates)
    return (await selectRole(tx, schoolId, created))!
  })
}

/** Replaces the role's label and access; holders see the change on their next request (the viewer is per request). */
export async function updateRole(
  db: Db,
  grant: SignedInGrant,
  schoolId: number,
  roleId: number,
  raw: unknown,
): Promise<RoleRecord> {
  const input = parseInput(roleInputSchema, raw)
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId)
    const record = await roleToChange(tx, grant, schoolId, roleId)
    if (record.role.name === HQ_ADMIN_ROLE) throw conflict(RoleMsg.hqAdminLocked)
    await checkedTemplates(tx, grant, schoolId, input)
    assertLabelFree(await selectRoleNames(tx, schoolId), input.label, roleId)
    await updateRoleRow(tx, roleId, { label: input.label, fkLastModifiedUser: grant.viewer.userId })
    await replaceTemplates(tx, roleId, input.templates)
    return (await selectRole(tx, schoolId, roleId))!
  })
}

/** Deletes a removable role no active user holds; inactive holders lose it (activating them needs a role). */
export async function removeRole(
  db: Db,
  grant: SignedInGrant,
  schoolId: number,
  roleId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId)
    const record = await roleToChange(tx, grant, schoolId, roleId)
    if (!record.role.isRemovable) throw conflict(RoleMsg.notRemovable)
    if (record.numberOfUsers > 0) throw conflict(RoleMsg.inUse(record.numberOfUsers))
    // No active user holds it (checked under the lock), so whoever still does is inactive.
    await deleteRole(tx, roleId)
  })
}

/** Activates or deactivates a role; its holders gain or lose its access on their next request. */
export async function setRoleActive(
  db: Db,
  grant: SignedInGrant,
  schoolId: number,
  roleId: number,
  active: boolean,
): Promise<RoleRecord> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId)
    const record = await roleToChange(tx, grant, schoolId, roleId)
    if (!active && record.role.name === HQ_ADMIN_ROLE) throw conflict(RoleMsg.hqAdminLocked)
    await updateRoleRow(tx, roleId, { active, fkLastModifiedUser: grant.viewer.userId })
    return (await selectRole(tx, schoolId, roleId))!
  })
}
