import { PushKindMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, outbox } from '../../db/schema'
import { buildHQ, buildParent, buildSchool, type TestSchool, type TestUser } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { notifyEach, notifyUsers } from './service'

const SUBSCRIBE = graphql(`
  mutation PushPrefsSubscribe($subscription: WebPushSubscriptionInput!) {
    subscribeWebPush(subscription: $subscription)
  }
`)
const PREFERENCES = graphql(`
  query PushPreferences {
    myPushPreferences {
      kind
      push
    }
  }
`)
const UPDATE = graphql(`
  mutation UpdatePushPreferences($kinds: [String!]!) {
    updateMyPushPreferences(kinds: $kinds) {
      kind
      push
    }
  }
`)

let devices = 0
const subscribe = async (parent: TestUser) => {
  const endpoint = `https://push.example.com/send/prefs-${Date.now()}-${++devices}`
  const subscription = {
    endpoint,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  }
  expect((await gql(SUBSCRIBE, { subscription }, parent.token)).data?.subscribeWebPush).toBe(true)
  return endpoint
}

const pushedTo = async (school: TestSchool) =>
  (
    await school.db
      .select({ recipient: outbox.recipient, subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.fkSchool, school.id), eq(outbox.channel, 'push')))
      .orderBy(outbox.id)
  ).map((row) => `${row.subject} → ${row.recipient}`)

const pushing = (answer: { kind: string; push: boolean }[] | undefined) =>
  (answer ?? []).filter((p) => p.push).map((p) => p.kind)

const ALL = ['visit', 'offer', 'document', 'invoice', 'event', 'attendance', 'other']

describe('which kinds of bell reach a parent’s devices', () => {
  it('pushes every kind until the parent turns some off; those stay in the bell only', async () => {
    const school = await buildSchool()
    const [mum, dad] = [await buildParent(school), await buildParent(school)]
    const [mumsPhone, dadsPhone] = [await subscribe(mum), await subscribe(dad)]
    expect(pushing((await gql(PREFERENCES, {}, mum.token)).data?.myPushPreferences)).toEqual(ALL)

    const saved = await gql(UPDATE, { kinds: ['visit', 'offer', 'document', 'invoice', 'other'] }, mum.token)
    expect(saved.errors).toBeUndefined()
    expect(saved.data?.updateMyPushPreferences.filter((p) => !p.push).map((p) => p.kind)).toEqual([
      'event',
      'attendance',
    ])
    expect(pushing((await gql(PREFERENCES, {}, mum.token)).data?.myPushPreferences)).toEqual([
      'visit',
      'offer',
      'document',
      'invoice',
      'other',
    ])

    const bell = { schoolId: school.id, body: 'At the centre since 08:05', navigate: '/dashboard' }
    await notifyUsers(school.db, {
      ...bell,
      userIds: [mum.id, dad.id],
      title: 'Aisha checked in',
      kind: 'attendance',
    })
    await notifyEach(school.db, [{ ...bell, userId: mum.id, title: 'Invoice INV-000001', kind: 'invoice' }])
    await notifyEach(school.db, [{ ...bell, userId: mum.id, title: 'Injury: Aisha' }])

    expect(await pushedTo(school)).toEqual([
      `Aisha checked in → ${dadsPhone}`,
      `Invoice INV-000001 → ${mumsPhone}`,
      `Injury: Aisha → ${mumsPhone}`,
    ])
    const mumsBell = await school.db.select().from(notifications).where(eq(notifications.fkUser, mum.id))
    expect(mumsBell.map((n) => n.title).sort()).toEqual([
      'Aisha checked in',
      'Injury: Aisha',
      'Invoice INV-000001',
    ])

    // Nothing at all, then everything again; the same choice twice is the same choice.
    expect(pushing((await gql(UPDATE, { kinds: [] }, mum.token)).data?.updateMyPushPreferences)).toEqual([])
    for (let i = 0; i < 2; i++)
      expect(pushing((await gql(UPDATE, { kinds: ALL }, mum.token)).data?.updateMyPushPreferences)).toEqual(
        ALL,
      )
  })

  it('saves one of two choices sent at once, whole', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const [a, b] = await Promise.all([
      gql(UPDATE, { kinds: ['visit'] }, parent.token),
      gql(UPDATE, { kinds: ['invoice', 'event'] }, parent.token),
    ])
    expect([a.errors, b.errors]).toEqual([undefined, undefined])
    const now = pushing((await gql(PREFERENCES, {}, parent.token)).data?.myPushPreferences)
    expect([['visit'], ['invoice', 'event']]).toContainEqual(now)
  })

  it('refuses an unknown kind, changing nothing, and staff and visitors', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    await gql(UPDATE, { kinds: ['visit'] }, parent.token)
    for (const kinds of [['visit', 'sms'], ['x'.repeat(5000)]]) {
      const refused = await gql(UPDATE, { kinds }, parent.token)
      expect(errorCode(refused)).toBe('BAD_USER_INPUT')
      expect(refused.errors?.[0].message).toContain(PushKindMsg.unknown)
    }
    expect(errorCode(await gql(UPDATE, { kinds: ['visit\u0000'] }, parent.token))).toBe('BAD_USER_INPUT')
    expect(pushing((await gql(PREFERENCES, {}, parent.token)).data?.myPushPreferences)).toEqual(['visit'])

    const hq = await buildHQ(school, {})
    expect(errorCode(await gql(PREFERENCES, {}, hq.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(UPDATE, { kinds: [] }, hq.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(UPDATE, { kinds: [] }, undefined))).toBe('UNAUTHENTICATED')
  })
})
