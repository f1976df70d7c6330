import { describe, expect, it } from 'vitest'
import { V } from './messages'
import { markNotificationsSchema, NotificationMsg, notificationInputSchema } from './notifications'

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message

describe('notification rules', () => {
  it('marks at most 500 positive ids at a time', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
    expect(markNotificationsSchema.safeParse({ notificationIds: ids(500), read: true }).success).toBe(true)
    expect(message(markNotificationsSchema.safeParse({ notificationIds: ids(501), read: true }))).toBe(
      NotificationMsg.tooManyIds,
    )
    expect(message(markNotificationsSchema.safeParse({ notificationIds: [0], read: true }))).toBe(
      NotificationMsg.notificationId,
    )
  })

  it('needs a title and body and keeps navigate inside the app', () => {
    const ok = { title: 'Visit booked', body: 'See you on Monday', navigate: '/calendar' }
    expect(notificationInputSchema.parse({ ...ok, title: ' Visit booked ' }).title).toBe('Visit booked')
    expect(message(notificationInputSchema.safeParse({ ...ok, body: '  ' }))).toBe(V.required)
    expect(message(notificationInputSchema.safeParse({ ...ok, navigate: '//evil.example' }))).toBe(
      NotificationMsg.navigate,
    )
    expect(message(notificationInputSchema.safeParse({ ...ok, navigate: 'https://x.example' }))).toBe(
      NotificationMsg.navigate,
    )
  })
})
