import { OTP_MAX_ATTEMPTS, SchoolConfigKey } from '@preschool/domain'
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { hashToken } from '../../platform/auth/tokens'
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

/** The emailed, single-use tokens of this module (sso tokens belong to single sign-on). */
export type TokenPurpose = 'register' | 'reset_password'

/** Stores a token by its hash only. */
export async function insertUserToken(
  db: DbOrTx,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values({
    fkUser: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    expiresAt: token.expiresAt,
  })
}

/**
 * A token with its user, in whatever state, so callers can tell an expired link from an already registered
 * user. `lock` holds both rows until the caller's transaction ends, so a token is spent once.
 */
export async function findUserToken(
  db: DbOrTx,
  rawToken: string,
  purpose: TokenPurpose,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({
      tokenId: userTokens.id,
      live: sql<boolean>`${userTokens.usedAt} is null and ${userTokens.expiresAt} > now()`,
      userId: users.id,
      schoolId: users.fkSchool,
      email: users.email,
      firstname: users.firstname,
      mobilePhone: users.mobilePhone,
      mobilePhoneCountryCode: users.mobilePhoneCountryCode,
      active: users.active,
      registeredAt: users.registeredAt,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.fkUser))
    .where(and(eq(userTokens.tokenHash, hashToken(rawToken)), eq(userTokens.purpose, purpose)))
  const [row] = await (opts.lock ? query.for('update') : query)
  return row ?? null
}
export type UserToken = NonNullable<Awaited<ReturnType<typeof findUserToken>>>

/** Spends every open token of a purpose for the user: one used link voids its siblings. */
export async function spendUserTokens(db: DbOrTx, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.fkUser, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)))
}

/** Sets the user's password; `registered` also marks the registration complete. */
export async function updatePassword(
  tx: Tx,
  userId: number,
  passwordHash: string,
  opts: { registered?: boolean } = {},
): Promise<void> {
  await tx
    .update(users)
    .set(opts.registered ? { passwordHash, registeredAt: sql`now()` } : { passwordHash })
    .where(eq(users.id, userId))
}

/** Locks the user's row until the transaction ends. */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

const liveOtp = () => and(isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, sql`now()`))

/** Seconds since the user's newest one-time code was made; null without one. */
export async function secondsSinceLastOtp(tx: Tx, userId: number): Promise<number | null> {
  const [last] = await tx
    .select({ age: sql<number>`extract(epoch from now() - ${otpCodes.createdAt})::float8` })
    .from(otpCodes)
    .where(eq(otpCodes.fkUser, userId))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
  return last ? Number(last.age) : null
}

/** Expires the user's live codes and stores a new one (by its hash) valid for `ttlMinutes`. */
export async function replaceOtp(
  tx: Tx,
  userId: number,
  codeHash: string,
  ttlMinutes: number,
): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(otpCodes.fkUser, userId), liveOtp()))
  await tx.insert(otpCodes).values({
    fkUser: userId,
    codeHash,
    expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})`,
  })
}

/** The user's newest live code. */
export async function selectNewestLiveOtp(db: DbOrTx, userId: number) {
  const [current] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.fkUser, userId), liveOtp()))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
  return current ?? null
}

/** Counts one try at the code, unless its tries are spent: answers whether this one may be compared. */
export async function countOtpTry(db: DbOrTx, otpId: number): Promise<boolean> {
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, otpId), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otpCodes.id })
  return counted !== undefined
}

/** Spends the code once: a second use (a replay, a double click) finds nothing to spend. */
export async function consumeOtp(db: DbOrTx, otpId: number): Promise<boolean> {
  const [spent] = await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id })
  return spent !== undefined
}
