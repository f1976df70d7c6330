import { ErrorCode, IdentityMsg, loginSchema, Messages } from '@preschool/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { verifyPassword } from '../../platform/auth/passwords'
import { consumeRate, RateRules } from '../../platform/auth/rate-limit'
import { createSession, revokeSession } from '../../platform/auth/sessions'
import { DomainError, parseInput } from '../../platform/errors/domain-error'
import { firstRoleIsStaff, selectUserByEmail } from './queries'

/**
 * Parent sign-in. The spec has the screen say whether the email or the password was wrong, so the answers differ
 * by design; the rate limits (per address and per client) are what stop guessing.
 */
export async function login(
  db: Db,
  config: Config,
  ip: string,
  raw: { email: string; password: string },
): Promise<string> {
  const { email, password } = parseInput(loginSchema, raw)
  await consumeRate(db, `login:ip:${ip}`, RateRules.login)
  await consumeRate(db, `login:email:${email}`, RateRules.login)
  const user = await selectUserByEmail(db, email)
  if (!user) throw new DomainError(ErrorCode.UserNotFound, Messages.userNotFound)
  if (await firstRoleIsStaff(db, user.id)) throw new DomainError(ErrorCode.Forbidden, IdentityMsg.staffUseSso)
  if (!user.passwordHash) throw new DomainError(ErrorCode.InvalidToken, IdentityMsg.notRegistered)
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new DomainError(ErrorCode.IncorrectPassword, Messages.incorrectPassword)
  // Checked only after the password, so the account's state is told to its owner alone.
  if (!user.active) throw new DomainError(ErrorCode.Forbidden, IdentityMsg.accountInactive)
  return createSession(db, user.id, config.sessionTtlHours)
}

export const logout = (db: Db, sessionId: number) => revokeSession(db, sessionId)
