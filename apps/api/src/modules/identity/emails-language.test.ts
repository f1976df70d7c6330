import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { hashPassword } from '../../platform/auth/passwords'
import { buildParent, buildSchool, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { issueRegisterInvite } from './invite'
import {
  buildInvitedParent,
  FORGOT_PASSWORD,
  gqlFrom,
  latestMessageTo,
  linkParam,
  newIp,
} from './test-support'

const SEND_OTP = graphql(`
  mutation IdentityLanguageSendOtp($userId: Int!, $token: String!) {
    sendOTP(userId: $userId, token: $token)
  }
`)
const REQUEST_EMAIL = graphql(`
  mutation IdentityLanguageRequestEmail($e: String!) {
    requestEmailChange(newEmail: $e) {
      ID
    }
  }
`)
const CONFIRM_EMAIL = graphql(`
  mutation IdentityLanguageConfirmEmail($c: String!) {
    confirmEmailChange(code: $c) {
      ID
    }
  }
`)
const CHANGE_PASSWORD = graphql(`
  mutation IdentityLanguagePassword($c: String!, $n: String!) {
    changeMyPassword(currentPassword: $c, newPassword: $n)
  }
`)

const PASSWORD = 'Sunshine2024'
const reads = (school: TestSchool, userId: number, language: 'zh' | 'ms' | 'ta') =>
  school.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId))

describe('account emails and the code by text message, in the parent’s language', () => {
  it('invites a parent who reads Malay, texts their code and sends a fresh invite in Malay', async () => {
    const school = await buildSchool()
    const parent = await buildInvitedParent(school)
    await reads(school, parent.id, 'ms')
    const invite = {
      userId: parent.id,
      schoolId: school.id,
      email: parent.email,
      firstname: parent.firstname,
    }
    await school.db.transaction((tx) =>
      issueRegisterInvite(tx, invite, { publicUrl: 'http://127.0.0.1:3999' }),
    )
    const mail = await latestMessageTo(school, parent.email)
    expect(mail.subject).toMatch(/^Sediakan akaun ibu bapa School test-.* anda$/)
    expect(mail.bodyText).toContain('Salam sejahtera Ivy,')
    expect(mail.bodyText).toContain('Pautan ini sah selama 7 hari.')
    expect(mail.bodyText).toContain('Salam hormat,')

    const sent = await gql(SEND_OTP, { userId: parent.id, token: linkParam(mail.bodyText, 'register_token') })
    expect(sent.errors).toBeUndefined()
    const sms = await latestMessageTo(school, parent.mobile!)
    expect(sms.bodyText).toMatch(/^\d{6} ialah kod pengesahan School test-.* anda\. .*Jangan kongsikan/)

    // Not registered yet: "forgot password" sends a new invite, in Malay too.
    await gqlFrom(newIp(), FORGOT_PASSWORD, { email: parent.email })
    expect((await latestMessageTo(school, parent.email)).subject).toMatch(/^Sediakan akaun ibu bapa/)
  })

  it('writes the reset link, the email change code and its notice in Chinese, then the password notice in Tamil', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school, await hashPassword(PASSWORD))
    await reads(school, parent.id, 'zh')
    await gqlFrom(newIp(), FORGOT_PASSWORD, { email: parent.email })
    const reset = await latestMessageTo(school, parent.email)
    expect(reset.subject).toMatch(/^重设您的School test-.*密码$/)
    expect(reset.bodyText).toContain('Test，您好：')
    expect(reset.bodyText).toContain('设置新密码: http://127.0.0.1:3999/reset?reset_password_token=')

    const newEmail = `new-${Math.random().toString(36).slice(2, 10)}@example.com`
    expect((await gql(REQUEST_EMAIL, { e: newEmail }, parent.token)).errors).toBeUndefined()
    const code = await latestMessageTo(school, newEmail)
    expect(code.subject).toMatch(/^您的School test-.*电邮更改验证码：\d{6}$/)
    expect(code.bodyText).toContain('验证码在 30 分钟内有效。')
    const confirmed = await gql(CONFIRM_EMAIL, { c: code.bodyText.match(/\b\d{6}\b/)![0] }, parent.token)
    expect(confirmed.errors).toBeUndefined()
    const told = await latestMessageTo(school, parent.email)
    expect(told.subject).toMatch(/^您的School test-.*账户电邮已更改$/)
    expect(told.bodyText).toContain(`家长账户电邮地址现已更改为 ${newEmail}。`)
    expect(told.bodyText).toContain('此致敬礼')

    await reads(school, parent.id, 'ta')
    const changed = await gql(CHANGE_PASSWORD, { c: PASSWORD, n: 'Rainbow2025' }, parent.token)
    expect(changed.errors).toBeUndefined()
    const notice = await latestMessageTo(school, newEmail)
    expect(notice.subject).toMatch(/^உங்கள் School test-.* கடவுச்சொல் மாற்றப்பட்டது$/)
    expect(notice.bodyText).toContain('"கடவுச்சொல் மறந்துவிட்டதா?"')
  })
})
