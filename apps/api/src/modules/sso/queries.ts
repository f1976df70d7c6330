import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { schools, ssoRequests, staff, users, userTokens } from '../../db/schema'

export type SsoRequestRow = typeof ssoRequests.$inferSelect

export async function schoolExists(db: DbOrTx, schoolId: number): Promise<boolean> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId))
  return Boolean(school)
}

export async function insertSsoRequest(db: DbOrTx, request: typeof ssoRequests.$inferInsert): Promise<void> {
  await db.insert(ssoRequests).values(request)
}

/** Sign-ins never finished leave their row behind; anything past the time limit is useless. */
export async function deleteStaleSsoRequests(db: DbOrTx, maxAgeMinutes: number): Promise<void> {
  await db
    .delete(ssoRequests)
    .where(lt(ssoRequests.createdAt, sql`now() - make_interval(mins => ${maxAgeMinutes})`))
}

/** Removes and returns the request in one statement, so a state can be used once only. */
export async function takeSsoRequest(db: DbOrTx, state: string): Promise<SsoRequestRow | undefined> {
  const [request] = await db.delete(ssoRequests).where(eq(ssoRequests.state, state)).returning()
  return request
}

/**
 * The active staff account with this email (stored lower-case, compared case-insensitively). Emails are unique
 * across schools, so the account decides the school: staff need not arrive through their own school's address.
 */
export async function findActiveStaffUser(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staff, and(eq(staff.fkUser, users.id), eq(staff.fkSchool, users.fkSchool)))
    .where(
      and(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.active, true),
        eq(staff.active, true),
      ),
    )
  return user
}

export async function insertUserToken(db: DbOrTx, token: typeof userTokens.$inferInsert): Promise<void> {
  await db.insert(userTokens).values(token)
}

/** Marks an unused, unexpired token of the purpose as used and returns its user; undefined when none. */
export async function consumeUserToken(db: DbOrTx, tokenHash: string, purpose: 'sso') {
  const [token] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ fkUser: userTokens.fkUser })
  return token
}

/** Whether the user is still an active staff member (a hand-over token outlives no deactivation). */
export async function isActiveStaffUser(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staff, eq(staff.fkUser, users.id))
    .where(and(eq(users.id, userId), eq(users.active, true), eq(staff.active, true)))
  return Boolean(user)
}
