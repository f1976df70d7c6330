import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children, classes } from './children'
import { createdAt, id, updatedAt } from './columns'
import { roles, users } from './identity'
import { schools } from './tenancy'

/**
 * A message from staff to families. The description is HTML sanitised on the way in (modules/broadcasts/rich-text.ts);
 * a published one is edited only in the open (`editedAt`), and deleting withdraws it from parents.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    /** The sender, and the role they sent as (shown with its name and label). */
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    fkRole: integer('fk_role').references(() => roles.id),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('draft'),
    needsAcknowledgement: boolean('needs_acknowledgement').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set by an edit after publishing: parents see the message as edited, at this time. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** When the bell and emails of publishing were written (once, however often the delivery job runs). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the reminder went to the families who had not read it (needs acknowledgement only). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    recipientCount: integer('recipient_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The staff list: a school's broadcasts by status, newest first.
    index('broadcasts_school_status').on(t.fkSchool, t.status, t.updatedAt, t.id),
    check('broadcasts_status', sql`${t.status} in ('draft', 'published', 'deleted')`),
    // A published broadcast has its date; a deleted one may have been a draft that never had one.
    check('broadcasts_published', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
)

/** Who a broadcast is for: the whole school, or centres, classes or single children (one id column per type). */
export const broadcastScopes = pgTable(
  'broadcast_scopes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkBroadcast: integer('fk_broadcast')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    scopeType: text('scope_type').notNull(),
    fkCentre: integer('fk_centre').references(() => centres.id),
    fkClass: integer('fk_class').references(() => classes.id),
    fkChild: integer('fk_child').references(() => children.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('broadcast_scopes_broadcast').on(t.fkBroadcast),
    check(
      'broadcast_scopes_target',
      sql`(${t.scopeType} = 'school' and num_nonnulls(${t.fkCentre}, ${t.fkClass}, ${t.fkChild}) = 0)
        or (${t.scopeType} = 'centre' and ${t.fkCentre} is not null and num_nonnulls(${t.fkClass}, ${t.fkChild}) = 0)
        or (${t.scopeType} = 'class' and ${t.fkClass} is not null and num_nonnulls(${t.fkCentre}, ${t.fkChild}) = 0)
        or (${t.scopeType} = 'child' and ${t.fkChild} is not null and num_nonnulls(${t.fkCentre}, ${t.fkClass}) = 0)`,
    ),
  ],
)

/** Files sent with a broadcast: pictures show as photos, the rest (PDF circulars) as attachments. */
export const broadcastAttachments = pgTable(
  'broadcast_attachments',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkBroadcast: integer('fk_broadcast')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    isPhoto: boolean('is_photo').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('broadcast_attachments_broadcast').on(t.fkBroadcast, t.sortOrder)],
)

/**
 * One row per (broadcast, child, parent) made by one INSERT ... SELECT at publish time; the read receipt is `readAt`.
 * The child's centre and class are kept so receipts group by class without joining the placements again.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    // School, centre and class are facts copied from rows the fan-out just read, not references: a foreign key
    // check per row for each would double the cost of publishing to a whole school (decision 0045).
    fkSchool: integer('fk_school').notNull(),
    fkBroadcast: integer('fk_broadcast')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fkCentre: integer('fk_centre').notNull(),
    fkClass: integer('fk_class'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'broadcast_recipients_pk', columns: [t.fkBroadcast, t.fkChild, t.fkUser] }),
    // The parent's inbox and their unread count.
    index('broadcast_recipients_user').on(t.fkUser, t.fkBroadcast),
  ],
)
