import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * A person a child's parents allow to collect the child (issue 28): name, relation and Singapore mobile, kept by
 * the parents (or centre staff); the kiosk lets a check-out through only for the parents and these persons,
 * matched by mobile. Removing one sets `active` false, so past pickups keep their name.
 */
export const authorisedPickups = pgTable(
  'authorised_pickups',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    /** Eight digits, without +65 or spaces. */
    mobile: text('mobile').notNull(),
    /** Their photo (a stored file of purpose 'pickup_photo'), shown on the child's Pickups tab and at the kiosk. */
    photoKey: text('photo_key'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('authorised_pickups_child_mobile')
      .on(t.fkChild, t.mobile)
      .where(sql`${t.active}`),
    check('authorised_pickups_mobile', sql`${t.mobile} ~ '^[89][0-9]{7}$'`),
  ],
)

/**
 * A centre's kiosk: a tablet at the door that centre staff opened. The tablet keeps the token; only its SHA-256 is
 * stored. It expires at the end of its day or when staff close it.
 */
export const kioskSessions = pgTable(
  'kiosk_sessions',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    tokenHash: text('token_hash').notNull(),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kiosk_sessions_token').on(t.tokenHash)],
)

/**
 * A family's pass to the kiosk, shown in the parent app as a QR code (a signed token naming this row) and a PIN
 * (only its keyed hash is stored). Used once: the first check-in or check-out with it spends it.
 */
export const kioskPasses = pgTable(
  'kiosk_passes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('kiosk_passes_pin')
      .on(t.fkSchool, t.pinHash)
      .where(sql`${t.usedAt} is null`),
    index('kiosk_passes_user').on(t.fkUser, t.createdAt),
  ],
)
