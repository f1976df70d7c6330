import { timingSafeEqual } from 'node:crypto'
import {
  asLanguage,
  changePasswordSchema,
  EMAIL_CHANGE_CODE_LENGTH,
  EMAIL_CHANGE_TTL_MINUTES,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  ErrorCode,
  Messages,
  profileInputSchema,
  SINGAPORE_CALLING_CODE,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { hashPassword, verifyPassword } from '../../platform/auth/passwords'
import { commitApart } from '../../platform/audit/request-scope'
import { consumeRate } from '../../platform/auth/rate-limit'
import { hashToken, newOtpCode } from '../../platform/auth/tokens'
import type { Actor, NamedActor } from '../../platform/authz/actor'
import { badInput, parseInput, refusal } from '../../platform/errors/domain-error'
import { enqueueMessage } from '../../platform/mail/mailer'
import { emailChangeCodeEmail, emailChangedNotice, passwordChangedNotice } from './account-emails'
import {
  countEmailChangeTry,
  lockAccount,
  mobileOfAnotherAccount,
  replaceEmailChange,
  revokeOtherSessions,
  selectAccount,
  selectLanguage,
  selectPendingEmailChange,
  spendEmailChange,
  updateAccount,
} from './account-queries'
import { selectSchoolName, selectUserByEmail } from './queries'

/** Codes to a new address: a few per quarter hour, so the form cannot be used to mail strangers in bulk. */
const EMAIL_CHANGE_RATE = { limit: 5, windowSeconds: 900 }
/** Wrong current passwords: as many as sign-in allows, so the page cannot be used to guess a password faster. */
const PASSWORD_CHECK_RATE = { limit: 10, windowSeconds: 300 }

const emailTaken = () => refusal(ErrorCode.Conflict, 'account.emailTaken', 'newEmail')
const codeInvalid = () => refusal(ErrorCode.IncorrectOtp, 'account.codeInvalid', 'code')

/** updateMyProfile: the parent's names and Singapore mobile; a new mobile of another account is refused. */
export async function updateMyProfile(db: Db, actor: Actor, raw: unknown) {
  const input = parseInput(profileInputSchema, raw)
  const current = await selectAccount(db, actor.userId)
  const mobile = { mobilePhone: input.mobilePhone, mobilePhoneCountryCode: SINGAPORE_CALLING_CODE }
  const unchanged =
    current.mobilePhone === mobile.mobilePhone &&
    current.mobilePhoneCountryCode === mobile.mobilePhoneCountryCode
  if (!unchanged && (await mobileOfAnotherAccount(db, actor.userId, mobile)))
    throw refusal(ErrorCode.Conflict, 'account.mobileTaken')
  await updateAccount(db, actor.userId, { firstname: input.firstname, lastname: input.lastname, ...mobile })
}

/**
 * requestEmailChange: emails a code to the new address; the account keeps its email until the code is confirmed.
 * A new request replaces the previous one (its code stops working).
 */
export async function requestEmailChange(db: Db, actor: NamedActor, raw: unknown): Promise<void> {
  const { newEmail } = parseInput(emailChangeRequestSchema, raw)
  if (newEmail === actor.email.toLowerCase())
    throw refusal(ErrorCode.BadUserInput, 'account.sameEmail', 'newEmail')
  if (await selectUserByEmail(db, newEmail)) throw emailTaken()
  await consumeRate(db, `email-change:${actor.userId}`, EMAIL_CHANGE_RATE)
  const code = newOtpCode(EMAIL_CHANGE_CODE_LENGTH)
  await db.transaction(async (tx) => {
    await replaceEmailChange(tx, {
      fkUser: actor.userId,
      newEmail,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
    })
    await enqueueMessage(
      tx,
      emailChangeCodeEmail({
        schoolId: actor.schoolId,
        schoolName: await selectSchoolName(tx, actor.schoolId),
        to: newEmail,
        firstname: actor.firstname,
        language: await selectLanguage(tx, actor.userId),
        code,
      }),
    )
  })
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * confirmEmailChange: the code of the parent's latest request, within its time and tries, changes the account's
 * email and tells the old address. A used, replaced or expired code is refused, and so is another parent's.
 */
export async function confirmEmailChange(db: Db, actor: Actor, raw: unknown): Promise<string> {
  const { code } = parseInput(emailChangeConfirmSchema, raw)
  const pending = await selectPendingEmailChange(db, actor.userId)
  // Each try is counted before the code is compared, apart from the request's transaction (which the refusal
  // rolls back), so parallel guesses see each other's tries.
  const tried = pending && (await commitApart(db, (on) => countEmailChangeTry(on, pending.id)))
  if (!tried || !sameCode(pending.codeHash, hashToken(code))) throw codeInvalid()
  try {
    return await db.transaction(async (tx) => {
      if (!(await spendEmailChange(tx, pending.id))) throw codeInvalid()
      const before = await lockAccount(tx, actor.userId)
      await updateAccount(tx, actor.userId, { email: pending.newEmail })
      await enqueueMessage(
        tx,
        emailChangedNotice({
          schoolId: actor.schoolId,
          schoolName: await selectSchoolName(tx, actor.schoolId),
          to: before.email,
          firstname: before.firstname,
          language: asLanguage(before.preferredLanguage),
          newEmail: pending.newEmail,
        }),
      )
      return pending.newEmail
    })
  } catch (error) {
    // Someone took the address between the request and the confirmation.
    if (isUniqueViolation(error, 'users_email')) throw emailTaken()
    throw error
  }
}

/**
 * changeMyPassword: needs the current password; the new one follows the domain's rule. The other sessions are
 * signed out (this one stays), and the parent is told by email.
 */
export async function changeMyPassword(db: Db, actor: Actor, sessionId: number, raw: unknown): Promise<void> {
  const input = parseInput(changePasswordSchema, raw)
  await consumeRate(db, `password-check:${actor.userId}`, PASSWORD_CHECK_RATE)
  const user = await selectAccount(db, actor.userId)
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badInput(Messages.incorrectPassword, { currentPassword: Messages.incorrectPassword })
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await updateAccount(tx, actor.userId, { passwordHash })
    await revokeOtherSessions(tx, actor.userId, sessionId)
    await enqueueMessage(
      tx,
      passwordChangedNotice({
        schoolId: actor.schoolId,
        schoolName: await selectSchoolName(tx, actor.schoolId),
        to: user.email,
        firstname: user.firstname,
        language: asLanguage(user.preferredLanguage),
      }),
    )
  })
}

/** The account page's profile: what the parent may change, and the pending email change if any. */
export async function myAccount(db: Db, actor: Actor) {
  const user = await selectAccount(db, actor.userId)
  const pending = await selectPendingEmailChange(db, actor.userId)
  return {
    ID: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    mobilePhone: user.mobilePhone,
    mobilePhoneCountryCode: user.mobilePhoneCountryCode,
    pendingEmail: pending?.newEmail ?? null,
  }
}
