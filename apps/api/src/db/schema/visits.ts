import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core'
import { capacityDrafts } from './capacity-drafts'
import { centres, levels } from './centres'
import { createdAt, id, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * Times a centre receives visitors (centre visits or trial classes): a date range, a daily window cut into slots of
 * slotMinutes, each taking up to familiesPerSlot families, repeated daily, weekly (recurOnDays, 0 = Sunday) or
 * monthly (the start date's day of month), or once (recurType none).
 */
export const visitAvailabilities = pgTable(
  'visit_availabilities',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    visitType: text('visit_type').notNull(),
    start: date('start_date', { mode: 'string' }).notNull(),
    end: date('end_date', { mode: 'string' }).notNull(),
    from: time('from_time').notNull(),
    to: time('to_time').notNull(),
    recurType: text('recur_type').notNull(),
    recurOnDays: integer('recur_on_days')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    slotMinutes: integer('slot_minutes').notNull(),
    familiesPerSlot: integer('families_per_slot').notNull(),
    active: boolean('active').notNull().default(true),
    fkCreatedBy: integer('fk_created_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('visit_availabilities_centre').on(t.fkCentre, t.start),
    check('visit_availabilities_type', sql`${t.visitType} in ('centre_visit', 'trial')`),
    check('visit_availabilities_recur', sql`${t.recurType} in ('none', 'daily', 'weekly', 'monthly')`),
    check('visit_availabilities_dates', sql`${t.end} >= ${t.start}`),
    check('visit_availabilities_times', sql`${t.to} > ${t.from}`),
    check('visit_availabilities_slot', sql`${t.slotMinutes} between 5 and 480`),
    check('visit_availabilities_families', sql`${t.familiesPerSlot} between 1 and 100`),
  ],
)

/**
 * How many families a slot has taken. A booking increments `booked` in its transaction; the check constraint makes
 * a simultaneous over-booking fail in the database, whatever the application does.
 */
export const visitSlots = pgTable(
  'visit_slots',
  {
    fkVisitAvailability: integer('fk_visit_availability')
      .notNull()
      .references(() => visitAvailabilities.id, { onDelete: 'cascade' }),
    slotFrom: timestamp('slot_from', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fkVisitAvailability, t.slotFrom] }),
    check('visit_slots_not_overbooked', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
)

/** A booked centre visit or trial class of an enquiry. */
export const visits = pgTable(
  'visits',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEnquiry: integer('fk_enquiry')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    fkVisitAvailability: integer('fk_visit_availability').references(() => visitAvailabilities.id),
    visitType: text('visit_type').notNull(),
    visitFrom: timestamp('visit_from', { withTimezone: true }).notNull(),
    visitTo: timestamp('visit_to', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('created'),
    comment: text('comment'),
    completed: boolean('completed').notNull().default(false),
    /** The trial class fee in cents, and whether it is paid; null for centre visits. */
    trialPeriodFee: integer('trial_period_fee'),
    trialPeriodPaymentStatus: text('trial_period_payment_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_centre_from').on(t.fkCentre, t.visitFrom),
    index('visits_enquiry').on(t.fkEnquiry),
    // The visits booked in given availabilities (availability lists, slot counts).
    index('visits_availability').on(t.fkVisitAvailability, t.visitFrom),
    check('visits_type', sql`${t.visitType} in ('centre_visit', 'trial')`),
    check('visits_status', sql`${t.status} in ('created', 'completed', 'rejected', 'cancelled', 'skipped')`),
    check('visits_times', sql`${t.visitTo} > ${t.visitFrom}`),
    check(
      'visits_trial_payment',
      sql`${t.trialPeriodPaymentStatus} is null or ${t.trialPeriodPaymentStatus} in ('pending', 'completed')`,
    ),
    check('visits_trial_fee', sql`${t.trialPeriodFee} is null or ${t.trialPeriodFee} >= 0`),
  ],
)

/** A centre's planned places for a level from a month on (the first of the month); the newest row wins. */
export const centreCapacities = pgTable(
  'centre_capacities',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    /** The approved change request that wrote it; null for capacity loaded otherwise (the demo seed). */
    fkDraft: integer('fk_draft').references(() => capacityDrafts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('centre_capacities_centre_level').on(t.fkCentre, t.fkLevel, t.date),
    check('centre_capacities_capacity', sql`${t.capacity} >= 0`),
    check('centre_capacities_first_of_month', sql`extract(day from ${t.date}) = 1`),
  ],
)
