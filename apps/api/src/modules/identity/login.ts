import { ErrorCode, IdentityMsg, loginSchema, Messages } from '@preschool/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { isKnownDeviceOf, knownDeviceCookie, knownDeviceToken } from '../../platform/auth/known-device'
import { verifyAccountPassword } from '../../platform/auth/passwords'
import { limitedSignIn } from '../../platform/auth/rate-limit'
import { createSession, revokeSession } from '../../platform/auth/sessions'
import { DomainError, parseInput } from '../../platform/errors/domain-error'
import { firstRoleIsStaff, selectUserByEmail } from './queries'

/**
 * Parent sign-in. The spec has the screen say whether the email or the password was wrong, so the answers differ
 * by design; the limits per client address, per account-and-address and per account (failures only) stop guessing
 * without letting a guesser lock the owner out: a browser the owner signed in from before keeps getting in. A staff email answers exactly like a parent's until its password is right.
 */
export async function login(
  db: Db,
  config: Config,
  request: { ip: string; device: string | undefined; setCookie: (value: string) => void },
  raw: { email: string; password: string },
): Promise<string> {
  const { email, password } = parseInput(loginSchema, raw)
  const secret = config.oidcClientSecret
  const { user, passwordOk } = await limitedSignIn(
    db,
    'login',
    request.ip,
    email,
    async () => {
      const user = await selectUserByEmail(db, email)
      const passwordOk = user ? await verifyAccountPassword(user.passwordHash, password) : false
      return { ok: passwordOk, value: { user, passwordOk } }
    },
    async () => {
      const user = await selectUserByEmail(db, email)
      return user !== undefined && user !== null && isKnownDeviceOf(secret, request.device, user.id)
    },
  )
  if (!user) throw new DomainError(ErrorCode.UserNotFound, Messages.userNotFound)
  const isStaff = await firstRoleIsStaff(db, user.id)
  if (!passwordOk) {
    if (!user.passwordHash && !isStaff)
      throw new DomainError(ErrorCode.InvalidToken, IdentityMsg.notRegistered)
    throw new DomainError(ErrorCode.IncorrectPassword, Messages.incorrectPassword)
  }
  // Told only after the password, so the account's kind and state reach its owner alone.
  if (isStaff) throw new DomainError(ErrorCode.Forbidden, IdentityMsg.staffUseSso)
  if (!user.active) throw new DomainError(ErrorCode.Forbidden, IdentityMsg.accountInactive)
  // This browser is now known to the account: it still gets in while others are refused after many failures.
  if (!isKnownDeviceOf(secret, request.device, user.id))
    request.setCookie(
      knownDeviceCookie(knownDeviceToken(secret, user.id), config.publicUrl.startsWith('https:')),
    )
  return createSession(db, user.id, config.sessionTtlHours)
}

export const logout = (db: Db, sessionId: number) => revokeSession(db, sessionId)
