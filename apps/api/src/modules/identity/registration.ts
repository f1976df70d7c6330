import {
  DEFAULT_CALLING_CODE,
  ErrorCode,
  IdentityMsg,
  maskPhone,
  newPasswordSchema,
  pdpaConsentVersionSchema,
  SchoolConfigKey,
} from '@preschool/domain'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { auditSchool } from '../../platform/audit/request-scope'
import { hashPassword } from '../../platform/auth/passwords'
import { createSession } from '../../platform/auth/sessions'
import { conflict, DomainError, parseInput } from '../../platform/errors/domain-error'
import {
  findUserToken,
  firstRoleIsStaff,
  otpForcedForSchool,
  otpValidatedSinceToken,
  spendUserTokens,
  updatePassword,
  type UserToken,
} from './queries'
import { invalidLink } from './user-tokens'
import { recordConsent } from './consents'
import { selectSchoolConfig } from '../tenancy'

/**
 * A register link that can still be used. A known link of a registered user says so (the web offers to log in)
 * even when spent, since only the invitee holds it.
 */
export async function requireRegisterToken(
  db: DbOrTx,
  rawToken: string,
  opts: { lock?: boolean } = {},
): Promise<UserToken> {
  const token = await findUserToken(db, rawToken, 'register', opts)
  if (!token?.active) throw invalidLink()
  if (token.registeredAt) throw conflict(IdentityMsg.alreadyRegistered)
  if (!token.live) throw invalidLink()
  return token
}

/** The full mobile number with its calling code, as the SMS provider takes it. */
export const fullMobile = (token: UserToken) =>
  token.mobilePhone ? `${token.mobilePhoneCountryCode ?? DEFAULT_CALLING_CODE}${token.mobilePhone}` : null

export async function readRegistrationInfo(db: Db, rawToken: string) {
  const token = await requireRegisterToken(db, rawToken)
  const mobile = fullMobile(token)
  return {
    userId: token.userId,
    email: token.email,
    firstname: token.firstname,
    maskedPhone: mobile ? maskPhone(mobile) : null,
    otpRequired: await otpForcedForSchool(db, token.schoolId),
    privacyPolicyUrl:
      (await selectSchoolConfig(db, token.schoolId, SchoolConfigKey.privacyPolicyUrl))?.value.trim() || null,
  }
}

/**
 * Sets an invited parent's password and signs them in (the spec: register logs in directly). Where the school
 * forces a one-time code, the server insists on one validated since this link was issued, whatever the UI did.
 */
export async function register(
  db: Db,
  config: Config,
  raw: { token: string; password: string; pdpaConsentVersion?: string | null },
  ip: string,
): Promise<string> {
  const password = parseInput(newPasswordSchema, raw.password)
  parseInput(pdpaConsentVersionSchema, raw.pdpaConsentVersion)
  auditSchool((await requireRegisterToken(db, raw.token)).schoolId)
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const token = await requireRegisterToken(tx, raw.token, { lock: true })
    if (await firstRoleIsStaff(tx, token.userId))
      throw new DomainError(ErrorCode.Forbidden, IdentityMsg.staffUseSso)
    if (
      (await otpForcedForSchool(tx, token.schoolId)) &&
      !(await otpValidatedSinceToken(tx, token.userId, token.tokenId))
    )
      throw new DomainError(ErrorCode.IncorrectOtp, IdentityMsg.otpNotVerified)
    await updatePassword(tx, token.userId, passwordHash, { registered: true })
    await spendUserTokens(tx, token.userId, 'register')
    await recordConsent(tx, { schoolId: token.schoolId, userId: token.userId, kind: 'registration', ip })
    return createSession(tx, token.userId, config.sessionTtlHours)
  })
}
