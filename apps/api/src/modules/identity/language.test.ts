import { ErrorCode, LanguageMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'

const Ops = {
  set: graphql(`
    mutation IdentityLanguageSet($language: String!) {
      updateMyPreferredLanguage(language: $language)
    }
  `),
  me: graphql(`
    query IdentityLanguageMe {
      me {
        ID
        preferredLanguage
      }
    }
  `),
}

describe('updateMyPreferredLanguage', () => {
  it('stores the caller’s own language, which `me` then answers; null before any choice', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const other = await buildParent(school)
    expect((await gql(Ops.me, {}, parent.token)).data?.me.preferredLanguage).toBeNull()
    const set = await gql(Ops.set, { language: 'ta' }, parent.token)
    expect(set.errors).toBeUndefined()
    expect(set.data?.updateMyPreferredLanguage).toBe('ta')
    expect((await gql(Ops.me, {}, parent.token)).data?.me.preferredLanguage).toBe('ta')
    // Only the caller's own row changes.
    const [row] = await school.db.select().from(users).where(eq(users.id, other.id))
    expect(row.preferredLanguage).toBeNull()
  })

  it('lets staff choose too (their screens stay English unless they do)', async () => {
    const school = await buildSchool()
    const staff = await buildStaff(school, {})
    const set = await gql(Ops.set, { language: 'zh' }, staff.token)
    expect(set.data?.updateMyPreferredLanguage).toBe('zh')
  })

  it('refuses anything but the four languages, and changes nothing', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    await gql(Ops.set, { language: 'ms' }, parent.token)
    for (const language of ['fr', 'ZH', '', 'x'.repeat(5000)]) {
      const refused = await gql(Ops.set, { language }, parent.token)
      expect(errorCode(refused)).toBe(ErrorCode.BadUserInput)
      expect(refused.errors?.[0].extensions?.fields).toEqual({ language: LanguageMsg.unknown })
    }
    // A control character is refused before the rule (the API's own check of every text).
    expect(errorCode(await gql(Ops.set, { language: 'en\u0000' }, parent.token))).toBe(ErrorCode.BadUserInput)
    const [row] = await school.db.select().from(users).where(eq(users.id, parent.id))
    expect(row.preferredLanguage).toBe('ms')
  })

  it('refuses an anonymous caller', async () => {
    expect(errorCode(await gql(Ops.set, { language: 'zh' }))).toBe(ErrorCode.Unauthenticated)
  })
})
