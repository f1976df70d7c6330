import { ErrorCode, IdentityMsg, Messages, OTP_RESEND_WAIT_S, PDPA_NOTICE_VERSION } from '@preschool/domain'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { otpCodes, schoolConfigs, userTokens } from '../../db/schema'
import { hashToken } from '../../platform/auth/tokens'
import { buildSchool, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { issueRegisterInvite } from './invite'
import {
  buildInvitedParent,
  gqlFrom,
  latestMessageTo,
  linkParam,
  messagesTo,
  newIp,
  otpFromSms,
  userRow,
} from './test-support'

const INFO = graphql(`
  query RegistrationInfo($token: String!) {
    registrationInfo(token: $token) {
      userId
      email
      firstname
      maskedPhone
      otpRequired
    }
  }
`)
const REGISTER = graphql(`
  mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {
    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {
      token
    }
  }
`)
const SEND = graphql(`
  mutation RegistrationSend($userId: Int!, $token: String!) {
    sendOTP(userId: $userId, token: $token)
  }
`)
const VALIDATE = graphql(`
  mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {
    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)
  }
`)
const LOGIN = graphql(`
  query RegistrationLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`)
const ME = graphql(`
  query RegistrationMe {
    me {
      ID
      email
      isStaff
    }
  }
`)

const PASSWORD = 'Sunshine2024'
const config = { publicUrl: 'http://127.0.0.1:3999' }

async function invite(school: TestSchool, mobile?: string | null) {
  const parent = await buildInvitedParent(school, mobile)
  await school.db.transaction((tx) =>
    issueRegisterInvite(
      tx,
      { userId: parent.id, schoolId: school.id, email: parent.email, firstname: parent.firstname },
      config,
    ),
  )
  const mail = await latestMessageTo(school, parent.email)
  return { parent, mail, token: linkParam(mail.bodyText, 'register_token') }
}

const forceOtp = (school: TestSchool) =>
  school.db
    .insert(schoolConfigs)
    .values({ fkSchool: school.id, key: 'force_otp_on_registration', value: '1' })

async function latestCode(school: TestSchool, parent: { mobile: string | null }) {
  return otpFromSms((await latestMessageTo(school, parent.mobile!)).bodyText)
}

/** Moves the user's codes back in time, as if the resend wait had passed. */
const ageCodes = (school: TestSchool, userId: number, seconds: number) =>
  school.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(otpCodes.fkUser, userId))

describe('issueRegisterInvite', () => {
  it("writes a 7-day register token and a friendly email in the caller's transaction", async () => {
    const school = await buildSchool()
    const { parent, mail, token } = await invite(school)
    expect(mail).toMatchObject({ channel: 'email', fkSchool: school.id, status: 'pending' })
    expect(mail.subject).toContain(`School test-`)
    expect(mail.bodyText).toContain(`Hi ${parent.firstname},`)
    expect(mail.bodyText).toContain(`${config.publicUrl}/register?register_token=${token}`)
    expect(mail.bodyHtml).toContain(
      `href="${config.publicUrl}/register?register_token=${token}&amp;fkSchool=${school.id}"`,
    )
    const [stored] = await school.db.select().from(userTokens).where(eq(userTokens.fkUser, parent.id))
    expect(stored).toMatchObject({ purpose: 'register', tokenHash: hashToken(token), usedAt: null })
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
  })

  it('leaves nothing behind when the caller rolls back', async () => {
    const school = await buildSchool()
    const parent = await buildInvitedParent(school)
    await expect(
      school.db.transaction(async (tx) => {
        await issueRegisterInvite(
          tx,
          { userId: parent.id, schoolId: school.id, email: parent.email, firstname: parent.firstname },
          config,
        )
        throw new Error('enquiry failed')
      }),
    ).rejects.toThrow('enquiry failed')
    expect(await messagesTo(school, parent.email)).toEqual([])
    expect(await school.db.select().from(userTokens).where(eq(userTokens.fkUser, parent.id))).toEqual([])
  })
})

describe('register without a one-time code', () => {
  it('shows who the link is for, sets the password and signs the parent in', async () => {
    const school = await buildSchool()
    const { parent, token } = await invite(school, '91234567')
    const info = await gql(INFO, { token })
    expect(info.data).toEqual({
      registrationInfo: {
        userId: parent.id,
        email: parent.email,
        firstname: 'Ivy',
        maskedPhone: '******4567',
        otpRequired: false,
      },
    })

    const result = await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: PASSWORD })
    expect(result.errors).toBeUndefined()
    const me = await gql(ME, {}, result.data!.register.token)
    expect(me.data).toEqual({ me: { ID: parent.id, email: parent.email, isStaff: false } })
    expect((await userRow(school, parent.id)).registeredAt).toBeInstanceOf(Date)
    const login = await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })
    expect(login.errors).toBeUndefined()
  })

  it('tells an already registered user to log in', async () => {
    const school = await buildSchool()
    const { token } = await invite(school)
    await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: PASSWORD })
    for (const ask of [
      () => gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: 'Another2025' }),
      () => gql(INFO, { token }),
    ]) {
      const again = await ask()
      expect(errorCode(again)).toBe(ErrorCode.Conflict)
      expect(again.errors?.[0].message).toBe('This user is already registered. Please log in.')
    }
  })

  it('refuses made-up and expired links', async () => {
    const school = await buildSchool()
    const { token } = await invite(school)
    await school.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.tokenHash, hashToken(token)))
    for (const t of [token, 'made-up-token']) {
      for (const ask of [
        () => gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token: t, password: PASSWORD }),
        () => gql(INFO, { token: t }),
      ]) {
        const result = await ask()
        expect(errorCode(result)).toBe(ErrorCode.InvalidToken)
        expect(result.errors?.[0].message).toBe(Messages.invalidLink)
      }
    }
  })

  it('refuses passwords that break the rules and keeps the link', async () => {
    const school = await buildSchool()
    const { token } = await invite(school)
    const short = await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: 'abc123' })
    expect(short.errors?.[0].message).toBe('Password must be 8 to 20 characters long')
    const noDigit = await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: 'abcdefghij' })
    expect(noDigit.errors?.[0].message).toBe('Password must contain at least one letter and one number')
    expect(
      (await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: PASSWORD })).errors,
    ).toBeUndefined()
  })
})

describe('register with a forced one-time code', () => {
  it('sends a code by SMS, refuses a wrong one and a quick resend, then registers', async () => {
    const school = await buildSchool()
    await forceOtp(school)
    const { parent, token } = await invite(school)
    const info = await gql(INFO, { token })
    expect(info.data?.registrationInfo.otpRequired).toBe(true)

    const early = await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: PASSWORD })
    expect(errorCode(early)).toBe(ErrorCode.IncorrectOtp)
    expect(early.errors?.[0].message).toBe(IdentityMsg.otpNotVerified)

    expect((await gql(SEND, { userId: parent.id, token })).data).toEqual({ sendOTP: true })
    const sms = await latestMessageTo(school, parent.mobile!)
    expect(sms).toMatchObject({ channel: 'sms', recipient: parent.mobile })
    const code = otpFromSms(sms.bodyText)
    expect(sms.bodyText).toContain('School test-')
    const [stored] = await school.db.select().from(otpCodes).where(eq(otpCodes.fkUser, parent.id))
    expect(stored.codeHash).toBe(hashToken(code))

    const resend = await gql(SEND, { userId: parent.id, token })
    expect(errorCode(resend)).toBe(ErrorCode.RateLimited)
    expect(resend.errors?.[0].message).toMatch(/^Please wait \d+ seconds? before requesting a new code\.$/)

    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await gql(VALIDATE, { userId: parent.id, otpReceived: wrongCode, token })
    expect(errorCode(wrong)).toBe(ErrorCode.IncorrectOtp)
    expect(wrong.errors?.[0].message).toBe('Incorrect or expired OTP. Please try again.')
    const malformed = await gql(VALIDATE, { userId: parent.id, otpReceived: '12ab', token })
    expect(errorCode(malformed)).toBe(ErrorCode.BadUserInput)

    expect((await gql(VALIDATE, { userId: parent.id, otpReceived: code, token })).data).toEqual({
      validateOTP: true,
    })
    // A code works once.
    const replay = await gql(VALIDATE, { userId: parent.id, otpReceived: code, token })
    expect(errorCode(replay)).toBe(ErrorCode.IncorrectOtp)

    const result = await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: PASSWORD })
    expect(result.errors).toBeUndefined()
    expect((await gql(ME, {}, result.data!.register.token)).data?.me).toMatchObject({ ID: parent.id })
  })

  it('voids a code after a resend, and a code after 5 wrong tries, even tried all at once', async () => {
    const school = await buildSchool()
    await forceOtp(school)
    const { parent, token } = await invite(school)
    await gql(SEND, { userId: parent.id, token })
    const first = await latestCode(school, parent)
    await ageCodes(school, parent.id, OTP_RESEND_WAIT_S)
    expect((await gql(SEND, { userId: parent.id, token })).errors).toBeUndefined()
    const second = await latestCode(school, parent)
    if (first !== second) {
      const stale = await gql(VALIDATE, { userId: parent.id, otpReceived: first, token })
      expect(errorCode(stale)).toBe(ErrorCode.IncorrectOtp)
    }
    const wrongCode = second === '000000' ? '111111' : '000000'
    // In parallel, as a guesser would: each try must see the others' (on PostgreSQL, separate connections).
    const wrongs = await Promise.all(
      Array.from({ length: 5 }, () => gql(VALIDATE, { userId: parent.id, otpReceived: wrongCode, token })),
    )
    for (const wrong of wrongs) expect(errorCode(wrong)).toBe(ErrorCode.IncorrectOtp)
    const exhausted = await gql(VALIDATE, { userId: parent.id, otpReceived: second, token })
    expect(errorCode(exhausted)).toBe(ErrorCode.IncorrectOtp)
    expect(errorCode(await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token, password: PASSWORD }))).toBe(
      ErrorCode.IncorrectOtp,
    )
  })

  it('refuses an expired code', async () => {
    const school = await buildSchool()
    await forceOtp(school)
    const { parent, token } = await invite(school)
    await gql(SEND, { userId: parent.id, token })
    const code = await latestCode(school, parent)
    await school.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.fkUser, parent.id))
    const result = await gql(VALIDATE, { userId: parent.id, otpReceived: code, token })
    expect(errorCode(result)).toBe(ErrorCode.IncorrectOtp)
  })

  it('only counts a code validated after the register link was issued', async () => {
    const school = await buildSchool()
    await forceOtp(school)
    const { parent, token } = await invite(school)
    await gql(SEND, { userId: parent.id, token })
    await gql(VALIDATE, { userId: parent.id, otpReceived: await latestCode(school, parent), token })
    await school.db.transaction((tx) =>
      issueRegisterInvite(
        tx,
        { userId: parent.id, schoolId: school.id, email: parent.email, firstname: parent.firstname },
        config,
      ),
    )
    const newer = linkParam((await latestMessageTo(school, parent.email)).bodyText, 'register_token')
    const result = await gql(REGISTER, { pdpa: PDPA_NOTICE_VERSION, token: newer, password: PASSWORD })
    expect(errorCode(result)).toBe(ErrorCode.IncorrectOtp)
  })

  it("needs the user's own register link, and limits sends", async () => {
    const school = await buildSchool()
    await forceOtp(school)
    const { parent, token } = await invite(school)
    const other = await invite(school)
    for (const ask of [
      () => gql(SEND, { userId: other.parent.id, token }),
      () => gql(SEND, { userId: parent.id, token: 'made-up-token' }),
      () => gql(VALIDATE, { userId: other.parent.id, otpReceived: '123456', token }),
    ]) {
      const result = await ask()
      expect(errorCode(result)).toBe(ErrorCode.InvalidToken)
    }
    expect(await messagesTo(school, parent.mobile!)).toEqual([])

    for (let i = 0; i < 5; i++) {
      expect((await gql(SEND, { userId: parent.id, token })).errors).toBeUndefined()
      await ageCodes(school, parent.id, OTP_RESEND_WAIT_S)
    }
    const blocked = await gql(SEND, { userId: parent.id, token })
    expect(errorCode(blocked)).toBe(ErrorCode.RateLimited)
    expect(blocked.errors?.[0].message).toBe(Messages.tooManyAttempts)
    expect(blocked.errors?.[0].extensions?.reason).toBe('limits.tooManyAttempts')
  })

  it('cannot text a parent without a mobile number', async () => {
    const school = await buildSchool()
    await forceOtp(school)
    const { parent, token } = await invite(school, null)
    const info = await gql(INFO, { token })
    expect(info.data?.registrationInfo.maskedPhone).toBeNull()
    const result = await gql(SEND, { userId: parent.id, token })
    expect(result.errors?.[0].message).toBe(IdentityMsg.noMobile)
  })
})
