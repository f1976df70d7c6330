import { Access, ErrorCode, IdentityMsg, Messages } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { gqlFrom, LOGIN, newIp } from '../../modules/identity/test-support'
import { buildParent, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, testServer } from '../../test/server'
import { hashPassword } from './passwords'
import { limitedSignIn, RateRules } from './rate-limit'

const PASSWORD = 'Sunshine2024'

async function parentWithPassword() {
  const school = await buildSchool()
  return { school, parent: await buildParent(school, await hashPassword(PASSWORD)) }
}

describe('parent sign-in limits lock out the guesser, not the owner', () => {
  it('stops wrong passwords from one address, and still accepts the owner from a clean address', async () => {
    const { parent } = await parentWithPassword()
    const attacker = newIp()
    for (let i = 0; i < 10; i++)
      await gqlFrom(attacker, LOGIN, { email: parent.email, password: `Wrong${i}pass` })
    const blocked = await gqlFrom(attacker, LOGIN, { email: parent.email, password: PASSWORD })
    expect(errorCode(blocked)).toBe(ErrorCode.RateLimited)
    expect(blocked.errors?.[0].message).toBe(Messages.tooManyAttempts)
    const owner = await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })
    expect(owner.errors).toBeUndefined()
  })

  it('stops one address guessing one account before its per-address limit', async () => {
    const { parent } = await parentWithPassword()
    const attacker = newIp()
    for (let i = 0; i < RateRules.loginAccountAddress.limit; i++) {
      const result = await gqlFrom(attacker, LOGIN, { email: parent.email, password: `Wrong${i}pass` })
      expect(errorCode(result)).toBe(ErrorCode.IncorrectPassword)
    }
    const blocked = await gqlFrom(attacker, LOGIN, { email: parent.email, password: PASSWORD })
    expect(errorCode(blocked)).toBe(ErrorCode.RateLimited)
  })

  it('counts failures, not successes, per address (a shared office signing in all day)', async () => {
    const { parent } = await parentWithPassword()
    const office = newIp()
    for (let i = 0; i < RateRules.login.limit + 5; i++) {
      const result = await gqlFrom(office, LOGIN, { email: parent.email, password: PASSWORD })
      expect(result.errors).toBeUndefined()
    }
    const typo = await gqlFrom(office, LOGIN, { email: parent.email, password: 'Sunshine2025' })
    expect(errorCode(typo)).toBe(ErrorCode.IncorrectPassword)
  })
})

describe('a staff email tells nothing before its password is right', () => {
  it('answers a wrong password for a staff email exactly like one for a parent', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school, await hashPassword(PASSWORD))
    const withPassword = await buildStaff(school, { level_management: Access.read })
    await school.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, withPassword.id))
    const ssoOnly = await buildStaff(school, { level_management: Access.read })
    const answer = async (email: string) => {
      const result = await gqlFrom(newIp(), LOGIN, { email, password: 'Wrong1pass' })
      return { data: result.data, errors: result.errors }
    }
    const parentAnswer = await answer(parent.email)
    expect(errorCode(parentAnswer)).toBe(ErrorCode.IncorrectPassword)
    expect(await answer(withPassword.email)).toEqual(parentAnswer)
    expect(await answer(ssoOnly.email)).toEqual(parentAnswer)
    const right = await gqlFrom(newIp(), LOGIN, { email: withPassword.email, password: PASSWORD })
    expect(right.errors?.[0].message).toBe(IdentityMsg.staffUseSso)
  })
})

describe('staff directory sign-in limit per client address', () => {
  it('refuses an address that tries many staff emails, and not another address', async () => {
    const { db } = await testServer()
    const ip = newIp()
    const tryEmail = (email: string, from = ip) =>
      limitedSignIn(db, 'sso-directory', from, email, async () => ({ ok: false, value: null })).then(
        () => 'refused by password',
        (error: { code?: string }) => error.code,
      )
    const answers: (string | undefined)[] = []
    for (let i = 0; i < 15; i++) answers.push(await tryEmail(`staff-${i}-${ip}@example.com`))
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('refused by password'))
    expect(answers.slice(10)).toEqual(Array(5).fill(ErrorCode.RateLimited))
    expect(await tryEmail(`staff-0-${ip}@example.com`, newIp())).toBe('refused by password')
  })

  it('counts only failed directory sign-ins', async () => {
    const { db } = await testServer()
    const ip = newIp()
    for (let i = 0; i < 15; i++)
      await limitedSignIn(db, 'sso-directory', ip, `ok-${ip}@example.com`, async () => ({
        ok: true,
        value: 1,
      }))
    const after = await limitedSignIn(db, 'sso-directory', ip, `x-${ip}@example.com`, async () => ({
      ok: false,
      value: 'still checked',
    }))
    expect(after).toBe('still checked')
  })
})
