import { createHash } from 'node:crypto'
import { Access, ConsentMsg, PDPA_NOTICE_TEXT, PDPA_NOTICE_VERSION, SchoolConfigMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { consents, schoolConfigs } from '../../db/schema'
import { buildHQ } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import {
  buildEnquiryWorld,
  enquiryArgs,
  NEW_ENQUIRY,
  submit,
  submitOk,
  writtenRows,
} from '../enquiries/test-fixtures'
import { gqlFrom, latestMessageTo, linkParam, newIp } from './test-support'

const REGISTER = graphql(`
  mutation IdentityConsentRegister($t: String!, $p: String!, $v: String) {
    register(token: $t, password: $p, pdpaConsentVersion: $v) {
      token
    }
  }
`)
const INFO = graphql(`
  query IdentityConsentInfo($t: String!) {
    registrationInfo(token: $t) {
      privacyPolicyUrl
    }
  }
`)
const MY_CONSENTS = graphql(`
  query IdentityConsentMine {
    myConsents {
      ID
      kind
      version
      textHash
      givenAt
      fkEnquiry
      centreLabel
    }
  }
`)
const UPDATE_CONFIG = graphql(`
  mutation IdentityConsentUpdateConfig($s: Int!, $e: [SchoolConfigEntryInput!]!) {
    updateSchoolConfig(IDSchool: $s, entries: $e) {
      key
      value
    }
  }
`)
const HASH = createHash('sha256').update(PDPA_NOTICE_TEXT).digest('hex')

describe('the PDPA consent on the enquiry', () => {
  it('is required: without it, or for an old wording, the enquiry is refused and nothing is written', async () => {
    const world = await buildEnquiryWorld()
    const before = await writtenRows(world)
    const missing = await submit(enquiryArgs(world, { pdpaConsentVersion: null }))
    expect(missing.data?.newEnquiry.error?.[0].message).toBe(ConsentMsg.required)
    const old = await submit(enquiryArgs(world, { pdpaConsentVersion: '2020-01-01' }))
    expect(old.data?.newEnquiry.error?.[0].message).toBe(ConsentMsg.outdated)
    expect(await writtenRows(world)).toEqual(before)
    expect(
      await world.school.db.select().from(consents).where(eq(consents.fkSchool, world.school.id)),
    ).toEqual([])
  })

  it('is stored per enquiry with its time, version, wording hash, user and address', async () => {
    const world = await buildEnquiryWorld()
    const ip = newIp()
    const args = enquiryArgs(world, { centreIDs: [world.near.id, world.middle.id] })
    const made = await gqlFrom(ip, NEW_ENQUIRY, args)
    const enquiries = made.data!.newEnquiry.data!
    const rows = await world.school.db.select().from(consents).where(eq(consents.fkSchool, world.school.id))
    expect(rows.map((r) => r.fkEnquiry).sort()).toEqual(enquiries.map((e) => e.ID).sort())
    for (const row of rows) {
      expect(row).toMatchObject({
        fkUser: enquiries[0].fkUser,
        kind: 'enquiry',
        version: PDPA_NOTICE_VERSION,
        textHash: HASH,
        sourceIp: ip,
      })
      expect(Date.now() - row.givenAt.getTime()).toBeLessThan(60_000)
    }
  })
})

describe('the PDPA consent at registration', () => {
  it('is required to register, stored, and listed with the enquiry ones on the parent’s account only', async () => {
    const world = await buildEnquiryWorld()
    await world.school.db.insert(schoolConfigs).values({
      fkSchool: world.school.id,
      key: 'privacy_policy_url',
      value: 'https://www.example.sg/privacy',
    })
    const args = enquiryArgs(world)
    await submitOk(args)
    const token = linkParam((await latestMessageTo(world.school, args.email)).bodyText, 'register_token')
    expect((await gql(INFO, { t: token })).data).toEqual({
      registrationInfo: { privacyPolicyUrl: 'https://www.example.sg/privacy' },
    })

    const refused = await gql(REGISTER, { t: token, p: 'Family123' })
    expect(refused.errors?.[0].message).toBe(ConsentMsg.required)
    const registered = await gql(REGISTER, {
      t: token,
      p: 'Family123',
      v: PDPA_NOTICE_VERSION,
    })
    expect(registered.errors).toBeUndefined()
    const session = registered.data!.register.token

    const listed = await gql(MY_CONSENTS, {}, session)
    expect(listed.data?.myConsents.map((c) => [c.kind, c.centreLabel])).toEqual([
      ['registration', null],
      ['enquiry', 'Anchorvale'],
    ])
    expect(listed.data?.myConsents.every((c) => c.textHash === HASH)).toBe(true)

    // Another family sees only its own.
    const other = enquiryArgs(world)
    await submitOk(other)
    const otherToken = linkParam(
      (await latestMessageTo(world.school, other.email)).bodyText,
      'register_token',
    )
    const otherSession = await gql(REGISTER, {
      t: otherToken,
      p: 'Family123',
      v: PDPA_NOTICE_VERSION,
    })
    const theirs = await gql(MY_CONSENTS, {}, otherSession.data!.register.token)
    expect(theirs.data?.myConsents).toHaveLength(2)
  })
})

describe('privacy_policy_url in the school configuration', () => {
  it('takes an https address or a site path, and refuses anything else', async () => {
    const world = await buildEnquiryWorld()
    const hq = await buildHQ(world.school, { school_config: Access.read | Access.write })
    const save = (value: string) =>
      gql(UPDATE_CONFIG, { s: world.school.id, e: [{ key: 'privacy_policy_url', value }] }, hq.token)
    expect((await save('https://www.example.sg/privacy')).errors).toBeUndefined()
    expect((await save('/privacy')).errors).toBeUndefined()
    const refused = await save('javascript:alert(1)')
    expect(refused.errors?.[0].extensions?.fields).toEqual({
      privacy_policy_url: SchoolConfigMsg.link('privacy_policy_url'),
    })
  })
})
