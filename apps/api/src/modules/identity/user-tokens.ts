import { ErrorCode, Messages } from '@preschool/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { users, userTokens } from '../../db/schema'
import { hashToken, newToken } from '../../platform/auth/tokens'
import { DomainError } from '../../platform/errors/domain-error'

/** The emailed, single-use tokens of this module (sso tokens belong to single sign-on). */
export type TokenPurpose = 'register' | 'reset_password'

export const invalidLink = () => new DomainError(ErrorCode.InvalidToken, Messages.invalidLink)

/** Creates a token; only its hash is stored, the caller sends the returned raw token in a link. */
export async function issueUserToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken()
  await db.insert(userTokens).values({
    fkUser: userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  })
  return token
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
