import { timingSafeEqual } from 'node:crypto'
import {
  AccountMsg,
  changePasswordSchema,
  EMAIL_CHANGE_CODE_LENGTH,
  EMAIL_CHANGE_MAX_ATTEMPTS,
  EMAIL_CHANGE_TTL_MINUTES,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  ErrorCode,
  Messages,
  profileInputSchema,
  SINGAPORE_CALLING_CODE,
} from '@preschool/domain'
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { emailChanges, sessions, users } from '../../db/schema'
import { hashPassword, verifyPassword } from '../../platform/auth/passwords'
import { keepOnRollback } from '../../platform/audit/request-scope'
import { consumeRate } from '../../platform/auth/rate-limit'
import { hashToken, newOtpCode } from '../../platform/auth/tokens'
import type { Viewer } from '../../platform/authz/viewer'
import { badInput, conflict, DomainError, parseInput } from '../../platform/errors/domain-error'
import { enqueueMessage } from '../../platform/mail/mailer'
import { emailChangeCodeEmail, emailChangedNotice, passwordChangedNotice } from './account-emails'
import { selectSchoolName, selectUserByEmail } from './queries'

/** Codes to a new address: a few per quarter hour, so the form cannot be used to mail strangers in bulk. */
const EMAIL_CHANGE_RATE = { limit: 5, windowSeconds: 900 }
/** Wrong current passwords: as many as sign-in allows, so the page cannot be used to guess a password faster. */
const PASSWORD_CHECK_RATE = { limit: 10, windowSeconds: 300 }

const emailTaken = () =>
  new DomainError(ErrorCode.Conflict, AccountMsg.emailTaken, { newEmail: AccountMsg.emailTaken })
const codeInvalid = () =>
  new DomainError(ErrorCode.IncorrectOtp, AccountMsg.codeInvalid, { code: AccountMsg.codeInvalid })

async function accountOf(db: Db, viewer: Viewer) {
  const [user] = await db.select().from(users).where(eq(users.id, viewer.userId))
  return user
}

/** updateMyProfile: the parent's names and Singapore mobile; a new mobile of another account is refused. */
export async function updateMyProfile(db: Db, viewer: Viewer, raw: unknown) {
  const input = parseInput(profileInputSchema, raw)
  const current = await accountOf(db, viewer)
  const unchanged =
    current.mobilePhone === input.mobilePhone && current.mobilePhoneCountryCode === SINGAPORE_CALLING_CODE
  const [owner] = unchanged
    ? []
    : await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.mobilePhone, input.mobilePhone),
            eq(users.mobilePhoneCountryCode, SINGAPORE_CALLING_CODE),
            ne(users.id, viewer.userId),
          ),
        )
        .limit(1)
  if (owner) throw conflict(AccountMsg.mobileTaken)
  await db
    .update(users)
    .set({
      firstname: input.firstname,
      lastname: input.lastname,
      mobilePhone: input.mobilePhone,
      mobilePhoneCountryCode: SINGAPORE_CALLING_CODE,
    })
    .where(eq(users.id, viewer.userId))
}

/**
 * requestEmailChange: emails a code to the new address; the account keeps its email until the code is confirmed.
 * A new request replaces the previous one (its code stops working).
 */
export async function requestEmailChange(db: Db, viewer: Viewer, raw: unknown): Promise<void> {
  const { newEmail } = parseInput(emailChangeRequestSchema, raw)
  if (newEmail === viewer.email.toLowerCase())
    throw badInput(AccountMsg.sameEmail, { newEmail: AccountMsg.sameEmail })
  if (await selectUserByEmail(db, newEmail)) throw emailTaken()
  await consumeRate(db, `email-change:${viewer.userId}`, EMAIL_CHANGE_RATE)
  const code = newOtpCode(EMAIL_CHANGE_CODE_LENGTH)
  await db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ spentAt: sql`now()` })
      .where(and(eq(emailChanges.fkUser, viewer.userId), isNull(emailChanges.spentAt)))
    await tx.insert(emailChanges).values({
      fkUser: viewer.userId,
      newEmail,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MINUTES * 60_000),
    })
    await enqueueMessage(
      tx,
      emailChangeCodeEmail({
        schoolId: viewer.schoolId,
        schoolName: await selectSchoolName(tx, viewer.schoolId),
        to: newEmail,
        firstname: viewer.firstname,
        code,
      }),
    )
  })
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The parent's latest email change still waiting for its code (unspent, not expired), if any. */
async function pendingEmailChange(db: Db, userId: number) {
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

/**
 * confirmEmailChange: the code of the parent's latest request, within its time and tries, changes the account's
 * email and tells the old address. A used, replaced or expired code is refused, and so is another parent's.
 */
export async function confirmEmailChange(db: Db, viewer: Viewer, raw: unknown): Promise<string> {
  const { code } = parseInput(emailChangeConfirmSchema, raw)
  const pending = await pendingEmailChange(db, viewer.userId)
  if (!pending || pending.attempts >= EMAIL_CHANGE_MAX_ATTEMPTS) throw codeInvalid()
  if (!sameCode(pending.codeHash, hashToken(code))) {
    const countWrongTry = (root: DbOrTx) =>
      root
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(eq(emailChanges.id, pending.id))
    await countWrongTry(db)
    // The mutation's request transaction is rolled back by the refusal: count the try again after it.
    keepOnRollback(countWrongTry)
    throw codeInvalid()
  }
  try {
    return await db.transaction(async (tx) => {
      // Spent once: a second confirmation with the same code (a replay, a double click) finds nothing to spend.
      const [spent] = await tx
        .update(emailChanges)
        .set({ spentAt: sql`now()` })
        .where(and(eq(emailChanges.id, pending.id), isNull(emailChanges.spentAt)))
        .returning({ id: emailChanges.id })
      if (!spent) throw codeInvalid()
      const [before] = await tx.select().from(users).where(eq(users.id, viewer.userId)).for('update')
      await tx.update(users).set({ email: pending.newEmail }).where(eq(users.id, viewer.userId))
      await enqueueMessage(
        tx,
        emailChangedNotice({
          schoolId: viewer.schoolId,
          schoolName: await selectSchoolName(tx, viewer.schoolId),
          to: before.email,
          firstname: before.firstname,
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
export async function changeMyPassword(db: Db, viewer: Viewer, raw: unknown): Promise<void> {
  const input = parseInput(changePasswordSchema, raw)
  await consumeRate(db, `password-check:${viewer.userId}`, PASSWORD_CHECK_RATE)
  const user = await accountOf(db, viewer)
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badInput(Messages.incorrectPassword, { currentPassword: Messages.incorrectPassword })
  const passwordHash = await hashPassword(input.newPassword)
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, viewer.userId))
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.fkUser, viewer.userId),
          ne(sessions.id, viewer.sessionId),
          isNull(sessions.revokedAt),
        ),
      )
    await enqueueMessage(
      tx,
      passwordChangedNotice({
        schoolId: viewer.schoolId,
        schoolName: await selectSchoolName(tx, viewer.schoolId),
        to: user.email,
        firstname: user.firstname,
      }),
    )
  })
}

/** The account page's profile: what the parent may change, and the pending email change if any. */
export async function myAccount(db: Db, viewer: Viewer) {
  const user = await accountOf(db, viewer)
  const pending = await pendingEmailChange(db, viewer.userId)
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
