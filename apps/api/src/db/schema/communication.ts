import { PUSH_KINDS } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, inList } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('web'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    navigate: text('navigate'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user').on(t.fkUser, t.createdAt)],
)

/**
 * Every email, SMS and push goes here first; a sender delivers it (SMTP, Web Push) and the dev mailbox reads it. A
 * push's recipient is the device's endpoint and its text the JSON the device receives.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    fkSchool: integer('fk_school').references(() => schools.id),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When a delivery job was last sent for the message (platform/mail/delivery-jobs.ts). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_status').on(t.status, t.createdAt),
    check('outbox_channel', sql`${t.channel} in ('email', 'sms', 'push')`),
    check('outbox_status', sql`${t.status} in ('pending', 'sent', 'failed', 'kept')`),
  ],
)

/**
 * A parent's device that receives their bell as Web Push (decision 0057). One row per endpoint: a device signed in
 * by another user moves to them. Removed when the push service says the subscription is gone.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user').on(t.fkUser),
  ],
)

/**
 * The kinds of bell a parent turned off for push (issue 27): a row per kind they do not want on their devices, so
 * every kind (and a kind added later) pushes until turned off. The bell still shows them.
 */
export const pushMutedKinds = pgTable(
  'push_muted_kinds',
  {
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fkUser, t.kind] }),
    check('push_muted_kinds_kind', sql`${t.kind} in (${inList(PUSH_KINDS)})`),
  ],
)
