import { timingSafeEqual } from 'node:crypto'
import {
  ErrorCode,
  IdentityMsg,
  Messages,
  OTP_LENGTH,
  OTP_RESEND_WAIT_S,
  OTP_TTL_MINUTES,
  otpSchema,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import { commitApart } from '../../platform/audit/request-scope'
import { consumeRate, RateRules } from '../../platform/auth/rate-limit'
import { hashToken, newOtpCode } from '../../platform/auth/tokens'
import { badInput, DomainError, parseInput } from '../../platform/errors/domain-error'
import { enqueueMessage } from '../../platform/mail/mailer'
import { otpSms } from './emails'
import {
  consumeOtp,
  countOtpTry,
  selectNewestLiveOtp,
  lockUser,
  replaceOtp,
  secondsSinceLastOtp,
  selectSchoolName,
} from './queries'
import { selectLanguage } from './account-queries'
import { fullMobile, requireRegisterToken } from './registration'
import { invalidLink } from './user-tokens'

/** One-time codes are only for the holder of a register link, and only for the user it was sent to. */
async function requireInvitee(db: Db, userId: number, rawToken: string) {
  const token = await requireRegisterToken(db, rawToken)
  if (token.userId !== userId) throw invalidLink()
  return token
}

/** Texts a new code to the invitee's mobile; earlier codes stop working. One send per 30 s, 5 per 15 min. */
export async function sendOtp(db: Db, raw: { userId: number; token: string }): Promise<void> {
  const token = await requireInvitee(db, raw.userId, raw.token)
  const mobile = fullMobile(token)
  if (!mobile) throw badInput(IdentityMsg.noMobile)
  const code = newOtpCode(OTP_LENGTH)
  await db.transaction(async (tx) => {
    // Serialises sends for the user, so two quick clicks cannot both pass the resend wait.
    await lockUser(tx, token.userId)
    const age = await secondsSinceLastOtp(tx, token.userId)
    if (age !== null && age < OTP_RESEND_WAIT_S)
      throw new DomainError(
        ErrorCode.RateLimited,
        IdentityMsg.otpResendWait(Math.ceil(OTP_RESEND_WAIT_S - age)),
      )
    // Counted after the resend wait, so clicks the wait refuses do not use up the allowance.
    await consumeRate(tx, `otp-send:user:${token.userId}`, RateRules.otpSend)
    await replaceOtp(tx, token.userId, hashToken(code), OTP_TTL_MINUTES)
    await enqueueMessage(
      tx,
      otpSms({
        schoolId: token.schoolId,
        schoolName: await selectSchoolName(tx, token.schoolId),
        to: mobile,
        code,
        language: await selectLanguage(tx, token.userId),
      }),
    )
  })
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Checks a code against the newest live one; a wrong guess counts against the code and the user. */
export async function validateOtp(
  db: Db,
  raw: { userId: number; otpReceived: string; token: string },
): Promise<void> {
  const token = await requireInvitee(db, raw.userId, raw.token)
  const otp = parseInput(otpSchema.shape.otp, raw.otpReceived)
  await consumeRate(db, `otp-verify:user:${token.userId}`, RateRules.otpVerify)
  const current = await selectNewestLiveOtp(db, token.userId)
  // Each try is counted before the code is compared, apart from the request's transaction (which a wrong code
  // rolls back), so parallel guesses see each other's tries; a right code is spent once.
  const tried = current && (await commitApart(db, (on) => countOtpTry(on, current.id)))
  if (!tried || !sameHash(current.codeHash, hashToken(otp)) || !(await consumeOtp(db, current.id)))
    throw new DomainError(ErrorCode.IncorrectOtp, Messages.incorrectOtp)
}
