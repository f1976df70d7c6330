import { z } from 'zod'
import { V } from './messages'

/** The bell marks what it shows; 500 is far above a page of it and keeps one update bounded. */
export const MAX_MARKED_NOTIFICATIONS = 500

export const NotificationMsg = {
  tooManyIds: `Mark at most ${MAX_MARKED_NOTIFICATIONS} notifications at a time`,
  notificationId: 'Notification ids must be positive whole numbers',
  navigate: 'Navigate must be a path of the application, starting with /',
  tooLong: (max: number) => `At most ${max} characters`,
} as const

export const markNotificationsSchema = z.object({
  notificationIds: z
    .array(z.number().int(NotificationMsg.notificationId).positive(NotificationMsg.notificationId))
    .max(MAX_MARKED_NOTIFICATIONS, NotificationMsg.tooManyIds),
  read: z.boolean(),
})

const text = (max: number) => z.string().trim().min(1, V.required).max(max, NotificationMsg.tooLong(max))

/** What other modules send to a user's bell. navigate stays inside the app (no '//host' redirects). */
export const notificationInputSchema = z.object({
  title: text(200),
  body: text(2000),
  navigate: z
    .string()
    .trim()
    .max(500, NotificationMsg.tooLong(500))
    .regex(/^\/(?!\/)/, NotificationMsg.navigate)
    .nullish(),
})
export type NotificationInput = z.input<typeof notificationInputSchema>

export const PushMsg = {
  endpoint: 'The push endpoint must be an https address',
  key: 'Push keys must be base64url text',
} as const

const pushKey = (max: number) =>
  z
    .string()
    .trim()
    .min(1, V.required)
    .max(max, NotificationMsg.tooLong(max))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PushMsg.key)

/** A device's Web Push subscription (PushSubscription.toJSON(): the endpoint and its two keys). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(2000, NotificationMsg.tooLong(2000))
    .regex(/^https:\/\/[^\s/?#]+\/[^\s]*$/, PushMsg.endpoint),
  p256dh: pushKey(200),
  auth: pushKey(100),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/**
 * The kinds of bell a parent chooses to receive as push on their devices (issue 27); the bell itself shows every
 * kind. 'other' is every bell no kind names (an injury, a leave decision, a withdrawal). Broadcasts reach parents
 * by bell and email only (their fan-out writes no push yet), so they are no kind here.
 */
export const PUSH_KINDS = ['visit', 'offer', 'document', 'invoice', 'event', 'attendance', 'other'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

export const PushKindMsg = { unknown: `A kind of notification is one of ${PUSH_KINDS.join(', ')}` } as const

/** The kinds that reach the parent's devices; each at most once, and none (push nothing) allowed. */
export const pushPreferencesSchema = z.object({
  kinds: z
    .array(z.enum(PUSH_KINDS, { error: PushKindMsg.unknown }))
    .max(PUSH_KINDS.length, PushKindMsg.unknown)
    .transform((kinds) => [...new Set(kinds)]),
})
