import { asLanguage, EMAIL_CHANGE_MAX_ATTEMPTS, type Language } from '@preschool/domain'
import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { emailChanges, sessions, users } from '../../db/schema'

/** The statements of the parent's account page (account.ts holds its rules and transactions), and users' languages. */

export async function selectAccount(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user
}

/** The account locked for an email change: the old address is told after the change. */
export async function lockAccount(db: DbOrTx, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update')
  return user
}

/** Whether another account uses this mobile number. */
export async function mobileOfAnotherAccount(
  db: DbOrTx,
  userId: number,
  mobile: { mobilePhone: string; mobilePhoneCountryCode: string },
): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.mobilePhone, mobile.mobilePhone),
        eq(users.mobilePhoneCountryCode, mobile.mobilePhoneCountryCode),
        ne(users.id, userId),
      ),
    )
    .limit(1)
  return owner !== undefined
}

export async function updateAccount(
  db: DbOrTx,
  userId: number,
  values: Partial<
    Pick<
      typeof users.$inferInsert,
      | 'firstname'
      | 'lastname'
      | 'mobilePhone'
      | 'mobilePhoneCountryCode'
      | 'email'
      | 'passwordHash'
      | 'preferredLanguage'
    >
  >,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId))
}

/** A new request replaces the earlier ones: their codes stop working. */
export async function replaceEmailChange(
  db: DbOrTx,
  change: typeof emailChanges.$inferInsert,
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ spentAt: sql`now()` })
    .where(and(eq(emailChanges.fkUser, change.fkUser), isNull(emailChanges.spentAt)))
  await db.insert(emailChanges).values(change)
}

/** The parent's latest email change still waiting for its code (unspent, not expired), if any. */
export async function selectPendingEmailChange(db: DbOrTx, userId: number) {
  const [pending] = await db
    .select()
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.fkUser, userId),
        isNull(emailChanges.spentAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1)
  return pending ?? null
}

/** Counts one try at the change's code, unless its tries are spent: answers whether this one may be compared. */
export async function countEmailChangeTry(db: DbOrTx, changeId: number): Promise<boolean> {
  const [counted] = await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(and(eq(emailChanges.id, changeId), lt(emailChanges.attempts, EMAIL_CHANGE_MAX_ATTEMPTS)))
    .returning({ id: emailChanges.id })
  return counted !== undefined
}

/** Spends the change once: a second confirmation (a replay, a double click) finds nothing to spend. */
export async function spendEmailChange(db: DbOrTx, changeId: number): Promise<boolean> {
  const [spent] = await db
    .update(emailChanges)
    .set({ spentAt: sql`now()` })
    .where(and(eq(emailChanges.id, changeId), isNull(emailChanges.spentAt)))
    .returning({ id: emailChanges.id })
  return spent !== undefined
}

/** Signs the user out everywhere but this session. */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keptSessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.fkUser, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
}

/** Each user's chosen language (English when none): what the server writes to them (bells, emails, PDFs). */
export async function selectLanguages(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, Language>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, language: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, [...userIds]))
  return new Map(rows.map((row) => [row.id, asLanguage(row.language)]))
}

/** One user's chosen language (English when none). */
export const selectLanguage = async (db: DbOrTx, userId: number): Promise<Language> =>
  (await selectLanguages(db, [userId])).get(userId) ?? 'en'

/** The language of the school's user with this address (a consent form names its signers by email); English without one. */
export async function selectLanguageOfEmail(db: DbOrTx, schoolId: number, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.preferredLanguage })
    .from(users)
    .where(and(eq(users.fkSchool, schoolId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1)
  return asLanguage(row?.language)
}
