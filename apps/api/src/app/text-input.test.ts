import { Access, ErrorCode, TEXT_NOT_ALLOWED } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { levels } from '../db/schema'
import { buildEnquiryWorld, enquiryArgs, submit, writtenRows } from '../modules/enquiries/test-fixtures'
import { FORGOT_PASSWORD, gqlFrom, LOGIN, newIp } from '../modules/identity/test-support'
import { levelInput, SAVE_LEVEL } from '../modules/levels/level-test-support'
import { buildHQ, buildSchool } from '../test/builders'
import { type GqlResult, gql, gqlRaw } from '../test/server'

const expectRefused = (result: GqlResult<unknown>, field?: string) => {
  expect(result.data ?? null).toBeNull()
  expect(result.errors?.[0]).toMatchObject({
    message: TEXT_NOT_ALLOWED,
    extensions: { code: ErrorCode.BadUserInput },
  })
  if (field) expect(result.errors?.[0].extensions?.fields).toEqual({ [field]: TEXT_NOT_ALLOWED })
}

describe('control characters in text input', () => {
  it('refuses a NUL in any newEnquiry text with a clear message, and writes nothing', async () => {
    const world = await buildEnquiryWorld()
    for (const enquiry of [{ childFirstname: 'Kai\u0000' }, { birthCertificate: 'T1234567\u0000Z' }]) {
      expectRefused(await submit(enquiryArgs(world, { enquiry })))
    }
    expectRefused(await submit(enquiryArgs(world, { email: 'a\u0000@example.com' })), 'email')
    expect(await writtenRows(world)).toEqual({ users: 0, children: 0, enquiries: 0, outbox: 0 })
  })

  it('refuses DEL, other C0 controls and lone surrogates in other operations', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { level_management: Access.read | Access.write })
    const level = (label: string) => ({ IDSchool: school.id, levelData: levelInput({ label }) })
    expectRefused(await gql(SAVE_LEVEL, level('Nursery\u007F'), hq.token), 'levelData.label')
    expectRefused(await gql(SAVE_LEVEL, level('Nursery\u001B[31m'), hq.token))
    expectRefused(await gql(SAVE_LEVEL, level('\uD800'), hq.token))
    expect(await school.db.select().from(levels).where(eq(levels.fkSchool, school.id))).toEqual([])
    // Tab and new lines are ordinary text.
    expect((await gql(SAVE_LEVEL, level('Nursery\t1'), hq.token)).errors).toBeUndefined()
  })

  it('refuses control characters in sign-in, password reset and string literals of the document', async () => {
    expectRefused(await gqlFrom(newIp(), LOGIN, { email: 'x@example.com', password: 'pass\u0000word1' }))
    expectRefused(await gqlFrom(newIp(), FORGOT_PASSWORD, { email: '\u0000' }))
    // The control character is in the document's own text: no typed document says that.
    const literal = `mutation { forgetPassword(email: "a\\u007f@example.com") }`
    expectRefused(await gqlRaw(literal, {}, { ip: newIp() }))
  })
})
