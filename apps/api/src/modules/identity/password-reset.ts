import {
  asLanguage,
  forgotPasswordSchema,
  newPasswordSchema,
  normaliseEmail,
  RESET_TOKEN_TTL_MINUTES,
} from '@preschool/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { hashPassword } from '../../platform/auth/passwords'
import { consumeRate, forgetAccountFailures, RateRules } from '../../platform/auth/rate-limit'
import { revokeUserSessions } from '../../platform/auth/sessions'
import { parseInput } from '../../platform/errors/domain-error'
import { loadMailTheme } from '../../platform/mail/layout'
import { enqueueMessage } from '../../platform/mail/mailer'
import { resetPasswordEmail } from './emails'
import { issueRegisterInvite } from './invite'
import {
  findUserToken,
  firstRoleIsStaff,
  selectUserByEmail,
  spendUserTokens,
  updatePassword,
} from './queries'
import { invalidLink, issueUserToken } from './user-tokens'

/**
 * Forgot password. A registered parent gets a reset link; an invited parent who never finished registering gets a
 * fresh register link instead (their first one may have expired); anyone else gets nothing. The caller always
 * answers the same, so the form does not reveal which addresses have accounts.
 */
export async function requestPasswordReset(
  db: Db,
  config: Config,
  ip: string,
  raw: { email: string },
): Promise<void> {
  const { email } = parseInput(forgotPasswordSchema, raw)
  await consumeRate(db, `forgot:ip:${ip}`, RateRules.forgotPassword)
  await consumeRate(db, `forgot:email:${email}`, RateRules.forgotPassword)
  const user = await selectUserByEmail(db, email)
  if (!user?.active || (await firstRoleIsStaff(db, user.id))) return
  await db.transaction(async (tx) => {
    if (!user.passwordHash) {
      const invite = {
        userId: user.id,
        schoolId: user.fkSchool,
        email: user.email,
        firstname: user.firstname,
      }
      await issueRegisterInvite(tx, invite, config)
      return
    }
    const token = await issueUserToken(tx, user.id, 'reset_password', RESET_TOKEN_TTL_MINUTES * 60_000)
    await enqueueMessage(
      tx,
      resetPasswordEmail({
        theme: await loadMailTheme(tx, user.fkSchool, config.publicUrl),
        to: user.email,
        firstname: user.firstname,
        path: `/reset?reset_password_token=${token}`,
        language: asLanguage(user.preferredLanguage),
      }),
    )
  })
}

/**
 * Sets a new password from a reset link, spends the link (and its siblings) and signs the user out everywhere.
 * The link is the owner's way back in when the account's failed sign-ins locked out unknown browsers.
 */
export async function resetPassword(db: Db, raw: { tokenString: string; password: string }): Promise<void> {
  const password = parseInput(newPasswordSchema, raw.password)
  // A cheap check first, so a made-up token costs no password hashing.
  const found = await findUserToken(db, raw.tokenString, 'reset_password')
  if (!found?.live || !found.active) throw invalidLink()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const token = await findUserToken(tx, raw.tokenString, 'reset_password', { lock: true })
    if (!token?.live || !token.active) throw invalidLink()
    await updatePassword(tx, token.userId, passwordHash)
    await spendUserTokens(tx, token.userId, 'reset_password')
    await revokeUserSessions(tx, token.userId)
    await forgetAccountFailures(tx, normaliseEmail(token.email))
  })
}
