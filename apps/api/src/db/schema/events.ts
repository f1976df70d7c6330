import { EVENT_STATUSES, RSVP_STATUSES } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children, classes } from './children'
import { createdAt, id, inList, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * A school event families are invited to (spec 002 §3 Event). A teacher drafts and submits it, an approver publishes
 * it (maker-approver: the submitter never publishes their own). Fees are integer cents; the RSVP bills them through
 * the charges table.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    title: text('title').notNull(),
    description: text('description'),
    eventType: text('event_type').notNull(),
    from: timestamp('from_at', { withTimezone: true }).notNull(),
    to: timestamp('to_at', { withTimezone: true }).notNull(),
    /** The Singapore day families first see it (published events before it stay hidden from parents). */
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    /** The last Singapore day a family may withdraw its RSVP (null: until the RSVP deadline). */
    cancellationDate: date('cancellation_date', { mode: 'string' }),
    rsvpDeadline: timestamp('rsvp_deadline', { withTimezone: true }).notNull(),
    eventImageKey: text('event_image_key'),
    location: text('location').notNull(),
    parentConsentRequired: boolean('parent_consent_required').notNull().default(false),
    termsAndConditions: text('terms_and_conditions'),
    paymentRequired: boolean('payment_required').notNull().default(false),
    childEventFeeCents: integer('child_event_fee_cents').notNull().default(0),
    guestEventFeeCents: integer('guest_event_fee_cents').notNull().default(0),
    guestsAllowed: boolean('guests_allowed').notNull().default(false),
    guestsDetailsRequired: boolean('guests_details_required').notNull().default(false),
    guestCountLimit: integer('guest_count_limit').notNull().default(0),
    fkCreator: integer('fk_creator')
      .notNull()
      .references(() => users.id),
    fkSubmitter: integer('fk_submitter').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    fkApprover: integer('fk_approver').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelRemarks: text('cancel_remarks'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The category lists: a school's events by status and date.
    index('events_school_status_from').on(t.fkSchool, t.status, t.from),
    check('events_status', sql`${t.status} in (${inList(EVENT_STATUSES)})`),
    check('events_dates', sql`${t.to} > ${t.from}`),
    check('events_fees', sql`${t.childEventFeeCents} >= 0 and ${t.guestEventFeeCents} >= 0`),
    check('events_guest_limit', sql`${t.guestCountLimit} >= 0 and ${t.guestCountLimit} <= 20`),
    check(
      'events_consent_terms',
      sql`not ${t.parentConsentRequired} or coalesce(length(${t.termsAndConditions}), 0) > 0`,
    ),
    // An approver is never the submitter (maker-approver), and a published event has one.
    check('events_four_eyes', sql`${t.fkApprover} is null or ${t.fkApprover} <> ${t.fkSubmitter}`),
    check(
      'events_published_approved',
      sql`${t.status} not in ('published', 'cancelled') or ${t.publishedAt} is null or ${t.fkApprover} is not null`,
    ),
  ],
)

/**
 * Whom an event invites: the whole school (centre and class null), a centre (its children), or a class (its
 * children; the class's centre is held too, so staff reach reads one column).
 */
export const eventScopes = pgTable(
  'event_scopes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEvent: integer('fk_event')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fkCentre: integer('fk_centre').references(() => centres.id),
    fkClass: integer('fk_class').references(() => classes.id),
  },
  (t) => [
    index('event_scopes_event').on(t.fkEvent),
    index('event_scopes_centre').on(t.fkCentre, t.fkEvent),
    uniqueIndex('event_scopes_one').on(
      t.fkEvent,
      sql`coalesce(${t.fkCentre}, 0)`,
      sql`coalesce(${t.fkClass}, 0)`,
    ),
    check('event_scopes_class_centre', sql`${t.fkClass} is null or ${t.fkCentre} is not null`),
  ],
)

/**
 * A child's answer to an event, one per child and event. Consent is kept as a record: when, by whom and the terms as
 * they read then. Staff removing a child sets status 'removed' (the row stays, with who and when).
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEvent: integer('fk_event')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    /** The child's centre and class when it answered: the counts by centre and class read these. */
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkClass: integer('fk_class').references(() => classes.id),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    consentAcceptedAt: timestamp('consent_accepted_at', { withTimezone: true }),
    fkConsentUser: integer('fk_consent_user').references(() => users.id),
    consentTerms: text('consent_terms'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    fkRemovedBy: integer('fk_removed_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_rsvps_event_child').on(t.fkEvent, t.fkChild),
    index('event_rsvps_event_status').on(t.fkEvent, t.status, t.fkCentre, t.fkClass),
    index('event_rsvps_child').on(t.fkChild),
    check('event_rsvps_status', sql`${t.status} in (${inList(RSVP_STATUSES)})`),
    check(
      'event_rsvps_consent_record',
      sql`${t.consentAcceptedAt} is null or (${t.fkConsentUser} is not null and ${t.consentTerms} is not null)`,
    ),
    check('event_rsvps_removed', sql`${t.status} <> 'removed' or ${t.removedAt} is not null`),
  ],
)

/** A guest a family brings with a child's RSVP; a removed guest stays with when and by whom. */
export const eventRsvpGuests = pgTable(
  'event_rsvp_guests',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkRsvp: integer('fk_rsvp')
      .notNull()
      .references(() => eventRsvps.id, { onDelete: 'cascade' }),
    name: text('name'),
    mobile: text('mobile'),
    relation: text('relation'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    fkRemovedBy: integer('fk_removed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('event_rsvp_guests_rsvp').on(t.fkRsvp)],
)
