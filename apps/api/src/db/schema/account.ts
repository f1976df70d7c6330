import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * Consents to the PDPA notice (packages/domain consent.ts): who gave it, to which wording (its version and a hash of
 * its text), when, from which address, and what it was given for (an enquiry, or the account's registration).
 * Kept as evidence, so rows are never updated.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The enquiry the consent was given with; null for a registration. */
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    /** SHA-256 (hex) of the notice's wording as shown. */
    textHash: text('text_hash').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    sourceIp: text('source_ip'),
  },
  (t) => [
    index('consents_user').on(t.fkUser, t.givenAt),
    check('consents_kind', sql`${t.kind} in ('enquiry', 'registration')`),
  ],
)

/**
 * A parent's request to change their email: a code goes to the new address, and the account's email changes only
 * when that code is confirmed. Only the code's hash is kept; a confirmed or replaced request is spent.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user').on(t.fkUser, t.createdAt)],
)
