import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
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

/** Every email and SMS goes here first; a sender delivers it (SMTP) and the dev mailbox reads it. */
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
    check('outbox_channel', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_status', sql`${t.status} in ('pending', 'sent', 'failed', 'kept')`),
  ],
)
