import { describe, expect, it } from 'vitest'
import { schoolConfigs } from '../../db/schema'
import { hashPassword } from '../../platform/auth/passwords'
import { buildParent, buildSchool, type TestSchool } from '../../test/builders'
import { issueRegisterInvite } from './invite'
import { buildInvitedParent, FORGOT_PASSWORD, gqlFrom, latestMessageTo, newIp } from './test-support'

const theme = (school: TestSchool) =>
  school.db.insert(schoolConfigs).values([
    { fkSchool: school.id, key: 'primary_color', value: '#0B6E4F' },
    { fkSchool: school.id, key: 'logo_url', value: 'https://cdn.example.com/logo.png' },
  ])

/** The first link of the message's text, as a URL. */
const firstLink = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0])

describe('emailed account links carry the school', () => {
  it("the register link names the parent's school, and the email wears its theme", async () => {
    const school = await buildSchool()
    await theme(school)
    const parent = await buildInvitedParent(school)
    await school.db.transaction((tx) =>
      issueRegisterInvite(
        tx,
        { userId: parent.id, schoolId: school.id, email: parent.email, firstname: parent.firstname },
        { publicUrl: 'http://127.0.0.1:3999' },
      ),
    )
    const mail = await latestMessageTo(school, parent.email)
    const link = firstLink(mail.bodyText)
    expect(link.pathname).toBe('/register')
    expect(link.searchParams.get('fkSchool')).toBe(String(school.id))
    expect(link.searchParams.get('register_token')).toBeTruthy()
    expect(mail.bodyHtml).toContain('background: #0B6E4F')
    expect(mail.bodyHtml).toContain('src="https://cdn.example.com/logo.png"')
  })

  it("the reset link names the parent's school", async () => {
    const school = await buildSchool()
    const parent = await buildParent(school, await hashPassword('Sunshine2024'))
    expect((await gqlFrom(newIp(), FORGOT_PASSWORD, { email: parent.email })).data).toEqual({
      forgetPassword: true,
    })
    const link = firstLink((await latestMessageTo(school, parent.email)).bodyText)
    expect(link.pathname).toBe('/reset')
    expect(link.searchParams.get('fkSchool')).toBe(String(school.id))
  })
})
