import { ErrorCode, Messages } from '@preschool/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../platform/auth/passwords'
import { buildParent, buildSchool } from '../../test/builders'
import { type GqlResult, testServer } from '../../test/server'
import { LOGIN, newIp } from './test-support'
import { resetPassword } from './password-reset'
import { issueUserToken } from './user-tokens'

const PASSWORD = 'Sunshine2024'

/** A sign-in from an address, with a browser's cookies; answers the result and the cookie it was given. */
async function signIn(ip: string, email: string, password: string, cookie?: string) {
  const { app } = await testServer()
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    payload: { query: LOGIN.toString(), variables: { email, password } },
  })
  const setCookie = [response.headers['set-cookie'] ?? []].flat()[0]
  return {
    result: response.json() as GqlResult<{ login: { token: string } }>,
    cookie: setCookie?.split(';')[0],
  }
}

const code = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.code

async function parentWithPassword() {
  const school = await buildSchool()
  return buildParent(school, await hashPassword(PASSWORD))
}

/** Wrong passwords for the account, each from its own address (none reaches a per-address limit). */
async function guessFromManyAddresses(email: string, count: number) {
  const codes: unknown[] = []
  for (let i = 0; i < count; i += 1) codes.push(code((await signIn(newIp(), email, `Wrong${i}Guess`)).result))
  return codes
}

beforeAll(() => testServer(), 180_000)

describe('the per-account sign-in limit', () => {
  it('refuses wrong passwords from 20 addresses after 10, and then the right one from an unknown browser', async () => {
    const parent = await parentWithPassword()
    const codes = await guessFromManyAddresses(parent.email, 20)
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(ErrorCode.IncorrectPassword))
    expect(codes.slice(10)).toEqual(Array(10).fill(ErrorCode.RateLimited))
    const locked = (await signIn(newIp(), parent.email, PASSWORD)).result
    expect(locked.errors?.[0]).toMatchObject({
      message: Messages.accountLocked,
      extensions: { code: ErrorCode.RateLimited },
    })
  })

  it('counts the upper-case and space-padded spellings of the email as the same account', async () => {
    const parent = await parentWithPassword()
    const spellings = [parent.email.toUpperCase(), ` ${parent.email} `, `\t${parent.email.toUpperCase()}  `]
    for (let i = 0; i < 10; i += 1) await signIn(newIp(), spellings[i % 3], 'Wrong1Guess')
    expect(code((await signIn(newIp(), parent.email, 'Wrong1Guess')).result)).toBe(ErrorCode.RateLimited)
  })

  it('still lets in the owner’s browser that signed in before, and the emailed reset link unlocks the rest', async () => {
    const parent = await parentWithPassword()
    const first = await signIn(newIp(), parent.email, PASSWORD)
    expect(first.result.errors).toBeUndefined()
    expect(first.cookie).toMatch(/^known_device=/)
    await guessFromManyAddresses(parent.email, 15)
    const owner = await signIn(newIp(), parent.email, PASSWORD, first.cookie)
    expect(owner.result.errors).toBeUndefined()
    expect(owner.result.data?.login.token).toMatch(/.{20,}/)
    // Another account's cookie or a forged one is no known browser.
    const forged = `known_device=${parent.id}.nonce.forged-signature`
    expect(code((await signIn(newIp(), parent.email, PASSWORD, forged)).result)).toBe(ErrorCode.RateLimited)

    const { db } = await testServer()
    const token = await issueUserToken(db, parent.id, 'reset_password', 60_000)
    await resetPassword(db, { tokenString: token, password: 'Moonlight2025' })
    expect((await signIn(newIp(), parent.email, 'Moonlight2025')).result.errors).toBeUndefined()
  })
})
