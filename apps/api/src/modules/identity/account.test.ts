import { AccountMsg, ErrorCode, Messages, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { hashPassword } from '../../platform/auth/passwords'
import { buildParent, buildSchool, buildStaff, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { gqlFrom, latestMessageTo, LOGIN, messagesTo, newIp, newMobile } from './test-support'

const PASSWORD = 'Family123'
graphql(`
  fragment IdentityAccountFields on MyAccount {
    ID
    firstname
    lastname
    email
    mobilePhone
    mobilePhoneCountryCode
    pendingEmail
  }
`)
const Ops = {
  me: graphql(`
    query IdentityAccountMine {
      myAccount {
        ...IdentityAccountFields
      }
    }
  `),
  profile: graphql(`
    mutation IdentityAccountProfile($f: String!, $l: String!, $m: String!) {
      updateMyProfile(firstname: $f, lastname: $l, mobilePhone: $m) {
        ...IdentityAccountFields
      }
    }
  `),
  request: graphql(`
    mutation IdentityAccountRequestEmail($e: String!) {
      requestEmailChange(newEmail: $e) {
        ...IdentityAccountFields
      }
    }
  `),
  confirm: graphql(`
    mutation IdentityAccountConfirmEmail($c: String!) {
      confirmEmailChange(code: $c) {
        ...IdentityAccountFields
      }
    }
  `),
  password: graphql(`
    mutation IdentityAccountPassword($c: String!, $n: String!) {
      changeMyPassword(currentPassword: $c, newPassword: $n)
    }
  `),
}

async function parentWithPassword(school?: TestSchool) {
  const s = school ?? (await buildSchool())
  const parent = await buildParent(s, await hashPassword(PASSWORD))
  return { school: s, parent }
}

const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0]
const fresh = () => `new-${Math.random().toString(36).slice(2, 10)}@example.com`

describe('myAccount and updateMyProfile', () => {
  it('shows and changes the parent’s own names and mobile, spaces in the mobile ignored', async () => {
    const { parent } = await parentWithPassword()
    const mine = await gql(Ops.me, {}, parent.token)
    expect(mine.data?.myAccount).toMatchObject({ ID: parent.id, email: parent.email, pendingEmail: null })
    const mobile = newMobile()
    const changed = await gql(
      Ops.profile,
      { f: ' Mei ', l: 'Lim', m: `${mobile.slice(0, 4)} ${mobile.slice(4)}` },
      parent.token,
    )
    expect(changed.errors).toBeUndefined()
    expect(changed.data?.updateMyProfile).toMatchObject({ firstname: 'Mei', mobilePhone: mobile })
  })

  it('refuses a landline, an empty name, and a mobile of another account; nothing changes', async () => {
    const { school, parent } = await parentWithPassword()
    const other = await buildParent(school)
    const taken = newMobile()
    await school.db.update(users).set({ mobilePhone: taken }).where(eq(users.id, other.id))
    const landline = await gql(Ops.profile, { f: 'Mei', l: 'Lim', m: '62501004' }, parent.token)
    expect(landline.errors?.[0].extensions?.fields).toEqual({ mobilePhone: V.mobileNotValid })
    const noName = await gql(Ops.profile, { f: ' ', l: 'Lim', m: newMobile() }, parent.token)
    expect(noName.errors?.[0].extensions?.fields).toEqual({ firstname: V.required })
    const clash = await gql(Ops.profile, { f: 'Mei', l: 'Lim', m: taken }, parent.token)
    expect(clash.errors?.[0].message).toBe(AccountMsg.mobileTaken)
    const [row] = await school.db.select().from(users).where(eq(users.id, parent.id))
    expect(row).toMatchObject({ firstname: 'Test', mobilePhone: '91234567' })
  })

  it('is for parents only: anonymous and staff are refused', async () => {
    const school = await buildSchool()
    const staff = await buildStaff(school, {})
    expect(errorCode(await gql(Ops.me, {}))).toBe(ErrorCode.Unauthenticated)
    const calls = {
      me: () => gql(Ops.me, {}, staff.token),
      profile: () => gql(Ops.profile, { f: 'A', l: 'B', m: newMobile() }, staff.token),
      request: () => gql(Ops.request, { e: fresh() }, staff.token),
      confirm: () => gql(Ops.confirm, { c: '123456' }, staff.token),
      password: () => gql(Ops.password, { c: PASSWORD, n: 'Another123' }, staff.token),
    }
    for (const [op, call] of Object.entries(calls)) {
      const result = await call()
      expect(result.errors?.[0].message, op).toBe(Messages.unauthorized)
    }
  })
})

describe('changing the email: a code to the new address, changed only when confirmed', () => {
  it('emails a code to the new address, changes the email on confirmation and tells the old address', async () => {
    const { school, parent } = await parentWithPassword()
    const newEmail = fresh()
    const requested = await gql(Ops.request, { e: ` ${newEmail.toUpperCase()} ` }, parent.token)
    expect(requested.errors).toBeUndefined()
    expect(requested.data?.requestEmailChange).toMatchObject({ email: parent.email, pendingEmail: newEmail })
    // Not changed yet: the old address still signs in.
    expect(
      (await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })).errors,
    ).toBeUndefined()

    const mail = await latestMessageTo(school, newEmail)
    const confirmed = await gql(Ops.confirm, { c: codeIn(mail.bodyText) }, parent.token)
    expect(confirmed.errors).toBeUndefined()
    expect(confirmed.data?.confirmEmailChange).toMatchObject({ email: newEmail, pendingEmail: null })
    expect((await gqlFrom(newIp(), LOGIN, { email: newEmail, password: PASSWORD })).errors).toBeUndefined()
    const notice = await latestMessageTo(school, parent.email)
    expect(notice.bodyText).toContain(`is now ${newEmail}`)
  })

  it('refuses a taken address, the current one and a malformed one, sending nothing', async () => {
    const { school, parent } = await parentWithPassword()
    const other = await buildParent(school)
    const taken = await gql(Ops.request, { e: other.email.toUpperCase() }, parent.token)
    expect(taken.errors?.[0].message).toBe(AccountMsg.emailTaken)
    expect(taken.errors?.[0].extensions).toMatchObject({
      reason: 'account.emailTaken',
      fields: { newEmail: AccountMsg.emailTaken },
    })
    const same = await gql(Ops.request, { e: parent.email }, parent.token)
    expect(same.errors?.[0].message).toContain(AccountMsg.sameEmail)
    expect(same.errors?.[0].extensions?.reason).toBe('account.sameEmail')
    const bad = await gql(Ops.request, { e: 'nobody@nowhere' }, parent.token)
    expect(bad.errors?.[0].extensions?.fields).toEqual({ newEmail: V.emailInvalid })
    // A validation message has no reason: it shows as the shared rules word it.
    expect(bad.errors?.[0].extensions?.reason).toBeUndefined()
    expect(await messagesTo(school, other.email)).toEqual([])
  })

  it('refuses a wrong code, a replayed code, a replaced code and another parent’s code', async () => {
    const { school, parent } = await parentWithPassword()
    const other = await buildParent(school)
    const first = fresh()
    await gql(Ops.request, { e: first }, parent.token)
    const firstCode = codeIn((await latestMessageTo(school, first)).bodyText)
    // A second request replaces the first: its code stops working.
    const second = fresh()
    await gql(Ops.request, { e: second }, parent.token)
    const secondCode = codeIn((await latestMessageTo(school, second)).bodyText)
    const wrong = secondCode === '000000' ? '111111' : '000000'

    expect(errorCode(await gql(Ops.confirm, { c: wrong }, parent.token))).toBe(ErrorCode.IncorrectOtp)
    if (firstCode !== secondCode)
      expect((await gql(Ops.confirm, { c: firstCode }, parent.token)).errors?.[0].message).toBe(
        AccountMsg.codeInvalid,
      )
    // Another parent cannot use it: it is not their request.
    expect((await gql(Ops.confirm, { c: secondCode }, other.token)).errors?.[0].message).toBe(
      AccountMsg.codeInvalid,
    )
    expect((await gql(Ops.confirm, { c: secondCode }, parent.token)).errors).toBeUndefined()
    // Replayed: spent.
    const replay = await gql(Ops.confirm, { c: secondCode }, parent.token)
    expect(replay.errors?.[0].message).toBe(AccountMsg.codeInvalid)
    const [row] = await school.db.select().from(users).where(eq(users.id, other.id))
    expect(row.email).toBe(other.email)
  })

  it('voids the code after 5 wrong tries, even tried all at once', async () => {
    const { school, parent } = await parentWithPassword()
    const newEmail = fresh()
    await gql(Ops.request, { e: newEmail }, parent.token)
    const code = codeIn((await latestMessageTo(school, newEmail)).bodyText)
    const wrong = code === '000000' ? '111111' : '000000'
    await Promise.all(Array.from({ length: 5 }, () => gql(Ops.confirm, { c: wrong }, parent.token)))
    expect((await gql(Ops.confirm, { c: code }, parent.token)).errors?.[0].message).toBe(
      AccountMsg.codeInvalid,
    )
  })

  it('refuses the confirmation when someone took the address in the meantime', async () => {
    const { school, parent } = await parentWithPassword()
    const newEmail = fresh()
    await gql(Ops.request, { e: newEmail }, parent.token)
    const code = codeIn((await latestMessageTo(school, newEmail)).bodyText)
    const other = await buildParent(school)
    await school.db.update(users).set({ email: newEmail }).where(eq(users.id, other.id))
    expect((await gql(Ops.confirm, { c: code }, parent.token)).errors?.[0].message).toBe(
      AccountMsg.emailTaken,
    )
  })
})

describe('changing the password', () => {
  it('needs the current password, follows the password rule, signs the other sessions out and emails', async () => {
    const { school, parent } = await parentWithPassword()
    const other = await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })
    const wrong = await gql(Ops.password, { c: 'Wrong1234', n: 'Another123' }, parent.token)
    expect(wrong.errors?.[0].extensions?.fields).toEqual({ currentPassword: Messages.incorrectPassword })
    const short = await gql(Ops.password, { c: PASSWORD, n: 'abc1' }, parent.token)
    expect(short.errors?.[0].extensions?.fields).toEqual({ newPassword: V.passwordLength })
    const same = await gql(Ops.password, { c: PASSWORD, n: PASSWORD }, parent.token)
    expect(same.errors?.[0].extensions?.fields).toEqual({ newPassword: AccountMsg.samePassword })
    expect(
      (await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })).errors,
    ).toBeUndefined()

    const done = await gql(Ops.password, { c: PASSWORD, n: 'Another123' }, parent.token)
    expect(done.errors).toBeUndefined()
    expect(errorCode(await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD }))).toBe(
      ErrorCode.IncorrectPassword,
    )
    expect(
      (await gqlFrom(newIp(), LOGIN, { email: parent.email, password: 'Another123' })).errors,
    ).toBeUndefined()
    // This session stays; the one signed in elsewhere is gone.
    expect((await gql(Ops.me, {}, parent.token)).errors).toBeUndefined()
    expect(errorCode(await gql(Ops.me, {}, other.data!.login.token))).toBe(ErrorCode.Unauthenticated)
    expect((await latestMessageTo(school, parent.email)).subject).toContain('password was changed')
    const live = await school.db.select().from(sessions).where(eq(sessions.fkUser, parent.id))
    expect(live.filter((s) => s.revokedAt === null).length).toBeGreaterThan(0)
  })
})
