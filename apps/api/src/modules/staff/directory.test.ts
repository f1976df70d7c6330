import { randomUUID } from 'node:crypto'
import { Access, StaffMsg, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { directoryAccounts } from '../../db/schema'
import { buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildHqAdmin } from './test-support'

const BY_EMAIL = graphql(`
  query StaffDirectoryByEmail($email: String!) {
    getADUserByEmail(email: $email) {
      email
      displayName
      givenName
      surname
      businessPhones
    }
  }
`)
const BY_NAME = graphql(`
  query StaffDirectoryByName($name: String!) {
    getADUsersByName(name: $name) {
      email
      displayName
    }
  }
`)

/** A directory account of the embedded identity provider, named uniquely so tests sharing the table stay apart. */
async function directoryAccount(db: Awaited<ReturnType<typeof buildSchool>>['db'], surname: string) {
  const tag = randomUUID().slice(0, 8)
  const email = `${surname.toLowerCase()}.${tag}@directory.example`
  await db.insert(directoryAccounts).values({
    email,
    displayName: `Wei ${surname} ${tag}`,
    givenName: 'Wei',
    surname: `${surname} ${tag}`,
    businessPhones: ['+65 6250 9999'],
    passwordHash: 'not used by look-ups',
  })
  return { email, tag }
}

describe('directory look-up', () => {
  it('finds a directory person by email (any case) or by part of a name', async () => {
    const school = await buildSchool()
    const admin = await buildHqAdmin(school)
    const { email, tag } = await directoryAccount(school.db, 'Koh')
    await directoryAccount(school.db, 'Goh')
    const byEmail = await gql(BY_EMAIL, { email: email.toUpperCase() }, admin.token)
    expect(byEmail.data?.getADUserByEmail).toEqual({
      email,
      displayName: `Wei Koh ${tag}`,
      givenName: 'Wei',
      surname: `Koh ${tag}`,
      businessPhones: ['+65 6250 9999'],
    })
    const unknown = await gql(BY_EMAIL, { email: `nobody.${tag}@directory.example` }, admin.token)
    expect(unknown.data).toEqual({ getADUserByEmail: null })

    const byName = await gql(BY_NAME, { name: `koh ${tag}` }, admin.token)
    expect(byName.data?.getADUsersByName.map((u) => u.email)).toEqual([email])
    // Wildcards in the query are taken literally.
    const wildcard = await gql(BY_NAME, { name: '%%' }, admin.token)
    expect(wildcard.data?.getADUsersByName).toEqual([])
  })

  it('refuses bad queries and callers who may not add staff', async () => {
    const school = await buildSchool()
    const admin = await buildHqAdmin(school)
    const badEmail = await gql(BY_EMAIL, { email: 'not-an-email' }, admin.token)
    expect(errorCode(badEmail)).toBe('BAD_USER_INPUT')
    expect(badEmail.errors?.[0].message).toContain(V.emailInvalid)
    const short = await gql(BY_NAME, { name: ' a ' }, admin.token)
    expect(short.errors?.[0].message).toContain(StaffMsg.searchTooShort)

    const readOnly = await buildStaff(school, { user_management: Access.read })
    for (const token of [undefined, readOnly.token]) {
      expect((await gql(BY_EMAIL, { email: 'a@example.com' }, token)).errors?.[0].message).toBe(
        'unauthorized',
      )
      expect((await gql(BY_NAME, { name: 'Wei' }, token)).errors?.[0].message).toBe('unauthorized')
    }
  })
})
