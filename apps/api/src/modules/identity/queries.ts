import { SchoolConfigKey } from '@preschool/domain'
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import {
  accessControls,
  otpCodes,
  parents,
  roles,
  schoolConfigs,
  schools,
  userRoles,
  users,
  userTokens,
} from '../../db/schema'

export type UserRow = typeof users.$inferSelect

/** Emails are stored lower-cased (a database check), so the lookup is exact. */
export async function selectUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user ?? null
}

/** The spec's rule: a user is staff when their first (active) role is a staff role. */
export async function firstRoleIsStaff(db: DbOrTx, userId: number): Promise<boolean> {
  const [first] = await db
    .select({ isStaff: roles.isStaff })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.fkRole), eq(roles.active, true)))
    .where(eq(userRoles.fkUser, userId))
    .orderBy(asc(userRoles.id))
    .limit(1)
  return first?.isStaff ?? false
}

export async function selectSchoolName(db: DbOrTx, schoolId: number): Promise<string> {
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId))
  return school?.name ?? ''
}

export async function otpForcedForSchool(db: DbOrTx, schoolId: number): Promise<boolean> {
  const [config] = await db
    .select({ value: schoolConfigs.value })
    .from(schoolConfigs)
    .where(
      and(
        eq(schoolConfigs.fkSchool, schoolId),
        eq(schoolConfigs.key, SchoolConfigKey.forceOtpOnRegistration),
      ),
    )
  return config?.value === '1'
}

/** Whether a one-time code of the user was validated after the given user token was issued. */
export async function otpValidatedSinceToken(db: DbOrTx, userId: number, tokenId: number): Promise<boolean> {
  const issuedAt = db.select({ at: userTokens.createdAt }).from(userTokens).where(eq(userTokens.id, tokenId))
  const [validated] = await db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.fkUser, userId),
        isNotNull(otpCodes.consumedAt),
        gte(otpCodes.consumedAt, sql`(${issuedAt})`),
      ),
    )
    .limit(1)
  return Boolean(validated)
}

/** Whether an account already has this mobile number (country code and number). */
export async function mobileInUse(db: DbOrTx, countryCode: string, mobile: string): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobilePhone, mobile), eq(users.mobilePhoneCountryCode, countryCode)))
    .limit(1)
  return Boolean(owner)
}

/** The school's role called 'parent', if any. */
export async function selectNamedParentRole(tx: Tx, schoolId: number): Promise<number | null> {
  const [named] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.fkSchool, schoolId), eq(roles.name, 'parent')))
  return named?.id ?? null
}

/** The school's first active role that is not a staff role, if any. */
export async function selectFirstNonStaffRole(tx: Tx, schoolId: number): Promise<number | null> {
  const [other] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.fkSchool, schoolId), eq(roles.isStaff, false), eq(roles.active, true)))
    .orderBy(asc(roles.id))
    .limit(1)
  return other?.id ?? null
}

export async function insertParentRole(tx: Tx, schoolId: number): Promise<number> {
  const [created] = await tx
    .insert(roles)
    .values({ fkSchool: schoolId, name: 'parent', label: 'Parent', isStaff: false, isRemovable: false })
    .returning({ id: roles.id })
  return created.id
}

export type NewUser = typeof users.$inferInsert

export async function insertUser(tx: Tx, values: NewUser): Promise<number> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id })
  return user.id
}

/** The user's role and their access to the school. */
export async function insertMembership(tx: Tx, userId: number, schoolId: number, roleId: number) {
  await tx.insert(userRoles).values({ fkUser: userId, fkRole: roleId })
  await tx.insert(accessControls).values({ fkUser: userId, fkSchool: schoolId })
}

export async function insertParentProfile(tx: Tx, values: typeof parents.$inferInsert) {
  await tx.insert(parents).values(values)
}
