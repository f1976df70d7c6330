import { PushMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox, pushSubscriptions } from '../../db/schema'
import type { JobContext } from '../../platform/jobs/define'
import { outboxDelivery } from '../../platform/mail/delivery-jobs'
import type { PushSender } from '../../platform/push/web-push'
import { buildHQ, buildParent, buildSchool, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql, testServer } from '../../test/server'
import { notifyEach, notifyUsers } from './service'

const KEY = graphql(`
  query PushKey {
    webPushPublicKey
  }
`)
const SUBSCRIBE = graphql(`
  mutation PushSubscribe($subscription: WebPushSubscriptionInput!) {
    subscribeWebPush(subscription: $subscription)
  }
`)
const UNSUBSCRIBE = graphql(`
  mutation PushUnsubscribe($endpoint: String!) {
    unsubscribeWebPush(endpoint: $endpoint)
  }
`)

let devices = 0
/** A device's subscription as the browser gives it; each endpoint unique. */
const device = () => ({
  endpoint: `https://push.example.com/send/device-${Date.now()}-${++devices}`,
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
})

const pushesOf = (school: TestSchool) =>
  school.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.fkSchool, school.id), eq(outbox.channel, 'push')))
    .orderBy(outbox.id)

const subscriptionsOf = (school: TestSchool) =>
  school.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.fkSchool, school.id))

describe('Web Push to parents', () => {
  it("sends a parent's bell to each of their devices: recorded in the development mailbox without a push service", async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const other = await buildParent(school)
    const key = await gql(KEY, {}, parent.token)
    expect(key.data?.webPushPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/)
    const [phone, tablet] = [device(), device()]
    for (const subscription of [phone, tablet])
      expect((await gql(SUBSCRIBE, { subscription }, parent.token)).data?.subscribeWebPush).toBe(true)

    await notifyEach(school.db, [
      {
        schoolId: school.id,
        userId: parent.id,
        title: 'Visit approved',
        body: 'Your visit on 02/12/2026 at 10:00 is confirmed.',
        navigate: '/dashboard',
      },
    ])
    // A bell to someone without a device sends nothing.
    await notifyUsers(school.db, { schoolId: school.id, userIds: [other.id], title: 'Hello', body: 'Hi' })

    const pushes = await pushesOf(school)
    expect(pushes.map((p) => p.recipient).sort()).toEqual([phone.endpoint, tablet.endpoint].sort())
    for (const push of pushes) {
      expect(push.status).toBe('pending')
      expect(JSON.parse(push.bodyText)).toEqual({
        title: 'Visit approved',
        body: 'Your visit on 02/12/2026 at 10:00 is confirmed.',
        navigate: '/dashboard',
      })
    }
    // The test server has no push service (WEB_PUSH is not 'send'): the delivery job leaves them in the mailbox.
    const { platform } = await testServer()
    expect(platform.push.sender).toBeNull()
  })

  it('refuses staff and visitors, and bad subscriptions change nothing', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, {})
    const parent = await buildParent(school)
    // Staff are signed in but not parents (forbidden); a visitor has no session (unauthenticated).
    for (const [token, code] of [
      [hq.token, 'FORBIDDEN'],
      [undefined, 'UNAUTHENTICATED'],
    ] as const) {
      expect(errorCode(await gql(KEY, {}, token))).toBe(code)
      expect(errorCode(await gql(SUBSCRIBE, { subscription: device() }, token))).toBe(code)
    }
    const hostile = [
      { ...device(), endpoint: 'http://push.example.com/send/plain-http' },
      { ...device(), endpoint: `https://push.example.com/${'x'.repeat(2001)}` },
      { ...device(), endpoint: 'https://push.example.com/a\u0000b' },
      { ...device(), p256dh: 'not base64\u0007' },
      { ...device(), auth: '' },
    ]
    for (const subscription of hostile) {
      const result = await gql(SUBSCRIBE, { subscription }, parent.token)
      expect(errorCode(result), JSON.stringify(subscription).slice(0, 80)).toBe('BAD_USER_INPUT')
    }
    const messages = JSON.stringify((await gql(SUBSCRIBE, { subscription: hostile[0] }, parent.token)).errors)
    expect(messages).toContain(PushMsg.endpoint)
    expect(await subscriptionsOf(school)).toHaveLength(0)
  })

  it('moves a device to whoever signs in on it; another parent cannot unsubscribe it, its owner can', async () => {
    const school = await buildSchool()
    const [first, second] = [await buildParent(school), await buildParent(school)]
    const shared = device()
    await gql(SUBSCRIBE, { subscription: shared }, first.token)
    // The same subscription sent twice at once (a double tap) stays one row.
    await Promise.all([
      gql(SUBSCRIBE, { subscription: shared }, second.token),
      gql(SUBSCRIBE, { subscription: shared }, second.token),
    ])
    expect((await subscriptionsOf(school)).map((s) => s.fkUser)).toEqual([second.id])
    await notifyEach(school.db, [
      { schoolId: school.id, userId: first.id, title: 'For the first', body: 'x' },
    ])
    expect(await pushesOf(school)).toHaveLength(0)

    expect(
      (await gql(UNSUBSCRIBE, { endpoint: shared.endpoint }, first.token)).data?.unsubscribeWebPush,
    ).toBe(true)
    expect(await subscriptionsOf(school)).toHaveLength(1)
    await gql(UNSUBSCRIBE, { endpoint: shared.endpoint }, second.token)
    expect(await subscriptionsOf(school)).toHaveLength(0)
  })

  it('delivers through the push service: a gone device is removed, a failure is retried and the last marked', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const [ok, gone, down] = [device(), device(), device()]
    for (const subscription of [ok, gone, down]) await gql(SUBSCRIBE, { subscription }, parent.token)
    await notifyEach(school.db, [
      { schoolId: school.id, userId: parent.id, title: 'Invoice', body: 'Issued' },
    ])

    const received: string[] = []
    const sender: PushSender = {
      async send(target, message) {
        if (target.endpoint === gone.endpoint) return 'gone'
        if (target.endpoint === down.endpoint) throw new Error('push service unavailable')
        received.push(`${message.title}: ${message.body}`)
        return 'sent'
      },
    }
    const server = await testServer()
    const context = (lastAttempt: boolean) =>
      ({
        db: server.db,
        platform: { ...server.platform, push: { publicKey: 'k', sender } },
        lastAttempt,
      }) as unknown as JobContext
    const byEndpoint = new Map((await pushesOf(school)).map((p) => [p.recipient, p.id]))
    const run = (endpoint: string, lastAttempt = false) =>
      outboxDelivery.handle(
        { schoolId: school.id, recordId: byEndpoint.get(endpoint)! },
        context(lastAttempt),
      )

    await run(ok.endpoint)
    await run(gone.endpoint)
    await expect(run(down.endpoint)).rejects.toThrow('push service unavailable')
    await expect(run(down.endpoint, true)).rejects.toThrow('push service unavailable')
    // A run of a push already sent (a lost acknowledgement) sends nothing again.
    await run(ok.endpoint)

    expect(received).toEqual(['Invoice: Issued'])
    const status = new Map((await pushesOf(school)).map((p) => [p.recipient, [p.status, p.error]]))
    expect(status.get(ok.endpoint)).toEqual(['sent', null])
    expect(status.get(gone.endpoint)).toEqual(['failed', 'The device no longer receives pushes'])
    expect(status.get(down.endpoint)).toEqual(['failed', 'push service unavailable'])
    expect((await subscriptionsOf(school)).map((s) => s.endpoint).sort()).toEqual(
      [ok.endpoint, down.endpoint].sort(),
    )
  })
})
