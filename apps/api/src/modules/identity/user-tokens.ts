import { ErrorCode, Messages } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { hashToken, newToken } from '../../platform/auth/tokens'
import { DomainError } from '../../platform/errors/domain-error'
import { insertUserToken, type TokenPurpose } from './queries'

export const invalidLink = () => new DomainError(ErrorCode.InvalidToken, Messages.invalidLink)

/** Creates a token; only its hash is stored, the caller sends the returned raw token in a link. */
export async function issueUserToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken()
  await insertUserToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  })
  return token
}
