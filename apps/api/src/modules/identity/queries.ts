import { SchoolConfigKey } from '@preschool/domain'
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { otpCodes, roles, schoolConfigs, schools, userRoles, users, userTokens } from '../../db/schema'

export type UserRow = typeof users.$inferSelect

/**
 * Emails are stored lower-cased (a database check); the lookup compares `lower(email)`, the expression of the
 * unique index `users_email`, so sign-in, the duplicate-parent check and password reset read one index entry.
 */
export async function selectUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
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
