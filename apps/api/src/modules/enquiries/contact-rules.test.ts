import { EnquiryMsg, nricOf, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { children, users } from '../../db/schema'
import { gqlFrom, newIp, newMobile } from '../identity/test-support'
import { graphql } from '../../test/generated'
import type { EnquiriesNewEnquiryMutationVariables } from '../../test/generated/graphql'
import { buildEnquiryWorld, enquiryArgs, submit, submitOk, writtenRows } from './test-fixtures'

const EXISTING_CHILD = graphql(`
  query EnquiriesContactExistingChild($b: String!, $s: Int!) {
    isExistingChild(birthCertificate: $b, fkSchool: $s)
  }
`)

const firstMessage = async (args: EnquiriesNewEnquiryMutationVariables) =>
  (await submit(args)).data?.newEnquiry.error?.[0].message

describe('newEnquiry: the NRIC and mobile rules of Singapore', () => {
  it('refuses a birth certificate whose check letter is wrong, and takes every series (S, T, F, G, M)', async () => {
    const world = await buildEnquiryWorld()
    const before = await writtenRows(world)
    const valid = nricOf('T', 1234567)
    const wrong = `${valid.slice(0, 8)}${valid.endsWith('A') ? 'B' : 'A'}`
    expect(await firstMessage(enquiryArgs(world, { enquiry: { birthCertificate: wrong } }))).toBe(
      EnquiryMsg.birthCertificateFormat,
    )
    expect(await writtenRows(world)).toEqual(before)
    for (const prefix of ['S', 'F', 'G', 'M'] as const) {
      const certificate = nricOf(prefix, Math.floor(Math.random() * 10_000_000))
      await submitOk(enquiryArgs(world, { enquiry: { birthCertificate: certificate } }))
    }
  })

  it('refuses a landline and a number of another country: the one-time code goes to a Singapore mobile', async () => {
    const world = await buildEnquiryWorld()
    expect(await firstMessage(enquiryArgs(world, { phoneNumber: '62501004' }))).toBe(V.mobileInvalidEnquiry)
    expect(
      await firstMessage(enquiryArgs(world, { phoneNumberCountryCode: '+60', phoneNumber: '123456789' })),
    ).toBe(V.mobileInvalidEnquiry)
    expect(await writtenRows(world)).toMatchObject({ users: 0, enquiries: 0 })
  })

  it('ignores spaces typed in the mobile and the birth certificate, and stores them without', async () => {
    const world = await buildEnquiryWorld()
    const mobile = newMobile()
    const certificate = nricOf('T', Math.floor(Math.random() * 10_000_000))
    const spaced = `${mobile.slice(0, 4)} ${mobile.slice(4)}`
    const [made] = await submitOk(
      enquiryArgs(world, {
        phoneNumber: spaced,
        enquiry: { birthCertificate: `${certificate.slice(0, 4)} ${certificate.slice(4)}` },
      }),
    )
    const [user] = await world.school.db.select().from(users).where(eq(users.id, made.fkUser))
    expect(user.mobilePhone).toBe(mobile)
    const [child] = await world.school.db.select().from(children).where(eq(children.id, made.fkChild))
    expect(child.birthCertificate).toBe(certificate)
  })

  it('isExistingChild refuses a malformed number instead of looking it up', async () => {
    const world = await buildEnquiryWorld()
    const result = await gqlFrom(newIp(), EXISTING_CHILD, { b: 'T1234567A', s: world.school.id })
    expect(result.errors?.[0].message).toContain(EnquiryMsg.birthCertificateFormat)
  })
})
