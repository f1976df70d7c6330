import { Access, ErrorCode, Messages, V } from '@preschool/domain'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users, userTokens } from '../../db/schema'
import { hashPassword } from '../../platform/auth/passwords'
import { hashToken } from '../../platform/auth/tokens'
import { buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import {
  buildInvitedParent,
  FORGOT_PASSWORD as FORGOT,
  gqlFrom,
  latestMessageTo,
  linkParam,
  LOGIN,
  messagesTo,
  newIp,
} from './test-support'

const RESET = graphql(`
  mutation PasswordResetReset($tokenString: String!, $password: String!) {
    resetPassword(tokenString: $tokenString, password: $password)
  }
`)
const ME = graphql(`
  query PasswordResetMe {
    me {
      ID
    }
  }
`)

const OLD = 'Sunshine2024'
const NEW = 'Rainbow2025'

async function setup() {
  const school = await buildSchool()
  const parent = await buildParent(school, await hashPassword(OLD))
  return { school, parent }
}

async function requestReset(email: string) {
  const result = await gqlFrom(newIp(), FORGOT, { email })
  expect(result.data).toEqual({ forgetPassword: true })
}

describe('forgot and reset password', () => {
  it('emails a link whose token sets a new password and signs the user out everywhere', async () => {
    const { school, parent } = await setup()
    await requestReset(parent.email.toUpperCase())
    const mail = await latestMessageTo(school, parent.email)
    expect(mail.channel).toBe('email')
    expect(mail.subject).toContain(`School test-`)
    expect(mail.bodyText).toContain('http://127.0.0.1:3999/reset?reset_password_token=')
    expect(mail.bodyHtml).toContain('href="http://127.0.0.1:3999/reset?reset_password_token=')
    const token = linkParam(mail.bodyText, 'reset_password_token')
    // Only a hash of the token is stored.
    const [stored] = await school.db.select().from(userTokens).where(eq(userTokens.fkUser, parent.id))
    expect(stored).toMatchObject({ purpose: 'reset_password', tokenHash: hashToken(token), usedAt: null })
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000)

    const reset = await gql(RESET, { tokenString: token, password: NEW })
    expect(reset.errors).toBeUndefined()
    expect(reset.data).toEqual({ resetPassword: true })
    expect((await gql(ME, {}, parent.token)).errors?.[0].message).toBe('unauthorized')

    const ip = newIp()
    const old = await gqlFrom(ip, LOGIN, { email: parent.email, password: OLD })
    expect(errorCode(old)).toBe(ErrorCode.IncorrectPassword)
    const signedIn = await gqlFrom(ip, LOGIN, {
      email: parent.email,
      password: NEW,
    })
    expect(signedIn.errors).toBeUndefined()
    expect((await gql(ME, {}, signedIn.data!.login.token)).data).toEqual({ me: { ID: parent.id } })

    const reused = await gql(RESET, { tokenString: token, password: 'Another2026' })
    expect(errorCode(reused)).toBe(ErrorCode.InvalidToken)
    expect(reused.errors?.[0].message).toBe(Messages.invalidLink)
  })

  it('voids the other reset links once one is used', async () => {
    const { school, parent } = await setup()
    await requestReset(parent.email)
    const first = linkParam((await latestMessageTo(school, parent.email)).bodyText, 'reset_password_token')
    await requestReset(parent.email)
    const second = linkParam((await latestMessageTo(school, parent.email)).bodyText, 'reset_password_token')
    expect(second).not.toBe(first)
    expect((await gql(RESET, { tokenString: second, password: NEW })).errors).toBeUndefined()
    const stale = await gql(RESET, { tokenString: first, password: 'Another2026' })
    expect(errorCode(stale)).toBe(ErrorCode.InvalidToken)
  })

  it('refuses an expired or made-up token and keeps the password', async () => {
    const { school, parent } = await setup()
    await requestReset(parent.email)
    const token = linkParam((await latestMessageTo(school, parent.email)).bodyText, 'reset_password_token')
    await school.db
      .update(userTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userTokens.tokenHash, hashToken(token)))
    for (const tokenString of [token, 'made-up-token', '']) {
      const result = await gql(RESET, { tokenString, password: NEW })
      expect(errorCode(result)).toBe(ErrorCode.InvalidToken)
      expect(result.errors?.[0].message).toBe(Messages.invalidLink)
    }
    expect((await gql(ME, {}, parent.token)).errors).toBeUndefined()
    const login = await gqlFrom(newIp(), LOGIN, { email: parent.email, password: OLD })
    expect(login.errors).toBeUndefined()
  })

  it('refuses passwords that break the rules, with the exact messages, and leaves the link usable', async () => {
    const { school, parent } = await setup()
    await requestReset(parent.email)
    const token = linkParam((await latestMessageTo(school, parent.email)).bodyText, 'reset_password_token')
    const cases: [string, string][] = [
      ['', V.enterPassword],
      ['abc123', 'Password must be 8 to 20 characters long'],
      ['abcdefghij1234567890x', 'Password must be 8 to 20 characters long'],
      ['abcdefghij', 'Password must contain at least one letter and one number'],
      ['1234567890', 'Password must contain at least one letter and one number'],
    ]
    for (const [password, message] of cases) {
      const result = await gql(RESET, { tokenString: token, password })
      expect(errorCode(result)).toBe(ErrorCode.BadUserInput)
      expect(result.errors?.[0].message).toBe(message)
    }
    expect((await gql(RESET, { tokenString: token, password: NEW })).errors).toBeUndefined()
  })

  it('answers true for unknown addresses and staff, and sends nothing', async () => {
    const school = await buildSchool()
    const staff = await buildStaff(school, { level_management: Access.read })
    await school.db
      .update(users)
      .set({ passwordHash: await hashPassword(OLD) })
      .where(eq(users.id, staff.id))
    const unknown = `nobody-${staff.email}`
    await requestReset(unknown)
    await requestReset(staff.email)
    expect(await messagesTo(school, unknown)).toEqual([])
    expect(await messagesTo(school, staff.email)).toEqual([])
  })

  it('sends an invited parent who never registered a fresh register link instead', async () => {
    const school = await buildSchool()
    const invited = await buildInvitedParent(school)
    await requestReset(invited.email)
    const mail = await latestMessageTo(school, invited.email)
    expect(linkParam(mail.bodyText, 'register_token')).toBeTruthy()
    const [token] = await school.db.select().from(userTokens).where(eq(userTokens.fkUser, invited.id))
    expect(token.purpose).toBe('register')
  })

  it('validates the email and limits requests per address', async () => {
    const { school, parent } = await setup()
    const invalid = await gqlFrom(newIp(), FORGOT, { email: 'jane@example' })
    expect(errorCode(invalid)).toBe(ErrorCode.BadUserInput)
    expect(invalid.errors?.[0].message).toContain(V.emailInvalid)
    for (let i = 0; i < 5; i++) await requestReset(parent.email)
    const blocked = await gqlFrom(newIp(), FORGOT, { email: parent.email })
    expect(errorCode(blocked)).toBe(ErrorCode.RateLimited)
    expect(await messagesTo(school, parent.email)).toHaveLength(5)
  })
})
