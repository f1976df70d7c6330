import { randomUUID } from 'node:crypto'
import { ModuleCategory, type ModuleCategoryCode, moduleCategoryCodes } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  accessControls,
  centreAddresses,
  centres,
  moduleCategories,
  parents,
  roles,
  roleTemplates,
  schools,
  staff,
  userRoles,
  users,
} from '../../db/schema'
import { syncNavigation } from '../../modules/navigation/sync'
import { syncEnquiryStateMap } from '../../modules/statemachine'
import { createSession } from '../../platform/auth/sessions'
import { testServer } from '../server'

/** Fixture builders: each test builds its own school, so tests never see each other's data. */
/** A short random suffix that keeps codes, names and emails of concurrent tests apart. */
export const unique = () => randomUUID().slice(0, 8)

export interface TestSchool {
  id: number
  db: Db
}

export async function buildSchool(): Promise<TestSchool> {
  const { db } = await testServer()
  const school = await insertSchool(db)
  await syncNavigation(db, school.id)
  return school
}

/** A school with its module categories in the given database (a test with its own database; no navigation). */
export async function insertSchool(db: Db, prefix = 'test'): Promise<TestSchool> {
  const code = `${prefix}-${unique()}`
  const [school] = await db
    .insert(schools)
    .values({ code, name: `School ${code}` })
    .returning()
  await db.insert(moduleCategories).values(
    moduleCategoryCodes.map((c) => ({
      fkSchool: school.id,
      moduleCategoryCode: c,
      label: ModuleCategory[c],
    })),
  )
  await syncEnquiryStateMap(db, school.id)
  return { id: school.id, db }
}

export async function buildCentre(school: TestSchool, overrides: Partial<typeof centres.$inferInsert> = {}) {
  const code = overrides.code ?? `C${unique()}`
  const [centre] = await school.db
    .insert(centres)
    .values({ fkSchool: school.id, code, label: `Centre ${code}`, ...overrides })
    .returning()
  await school.db.insert(centreAddresses).values({
    fkSchool: school.id,
    fkCentre: centre.id,
    address: '1 Test Street',
    postcode: '238801',
    lat: 1.3,
    lng: 103.8,
  })
  return centre
}

type AccessMap = Partial<Record<ModuleCategoryCode, number>>

export async function buildRole(
  school: TestSchool,
  opts: { isStaff: boolean; access?: AccessMap; name?: string },
) {
  const name = opts.name ?? `role-${unique()}`
  const [role] = await school.db
    .insert(roles)
    .values({ fkSchool: school.id, name, label: name, isStaff: opts.isStaff })
    .returning()
  for (const [code, access] of Object.entries(opts.access ?? {})) {
    const [category] = await school.db
      .select()
      .from(moduleCategories)
      .where(and(eq(moduleCategories.fkSchool, school.id), eq(moduleCategories.moduleCategoryCode, code)))
    await school.db
      .insert(roleTemplates)
      .values({ fkRole: role.id, fkModuleCategory: category.id, access: access ?? 0 })
  }
  return role
}

export interface TestUser {
  id: number
  email: string
  token: string
}

async function buildUser(
  school: TestSchool,
  opts: {
    isStaff: boolean
    access?: AccessMap
    centreIds?: number[]
    isHQStaff?: boolean
    passwordHash?: string
  },
): Promise<TestUser> {
  const email = `user-${unique()}@example.com`
  const [user] = await school.db
    .insert(users)
    .values({
      fkSchool: school.id,
      email,
      firstname: 'Test',
      lastname: opts.isStaff ? 'Staff' : 'Parent',
      isHQStaff: opts.isHQStaff ?? false,
      hasCentreScopeAccess: opts.isStaff && !opts.isHQStaff && (opts.centreIds?.length ?? 0) > 0,
      passwordHash: opts.passwordHash ?? null,
      registeredAt: new Date(),
      mobilePhone: '91234567',
      mobilePhoneCountryCode: '+65',
    })
    .returning()
  const role = await buildRole(school, { isStaff: opts.isStaff, access: opts.access })
  await school.db.insert(userRoles).values({ fkUser: user.id, fkRole: role.id })
  await school.db.insert(accessControls).values({ fkUser: user.id, fkSchool: school.id })
  for (const fkCentre of opts.centreIds ?? []) {
    await school.db.insert(accessControls).values({ fkUser: user.id, fkSchool: school.id, fkCentre })
  }
  if (opts.isStaff)
    await school.db.insert(staff).values({ fkSchool: school.id, fkUser: user.id, staffId: `S${unique()}` })
  else await school.db.insert(parents).values({ fkSchool: school.id, fkUser: user.id })
  return { id: user.id, email, token: await createSession(school.db, user.id, 1) }
}

export const buildHQ = (school: TestSchool, access: AccessMap) =>
  buildUser(school, { isStaff: true, isHQStaff: true, access })
export const buildStaff = (school: TestSchool, access: AccessMap, centreIds: number[] = []) =>
  buildUser(school, { isStaff: true, access, centreIds })
export const buildParent = (school: TestSchool, passwordHash?: string) =>
  buildUser(school, { isStaff: false, passwordHash })
