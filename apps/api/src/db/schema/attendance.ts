import { ATTENDANCE_TYPES, HEALTH_CHECK_TYPES, STAFF_ATTENDANCE_STATUSES } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children, classes, teachers } from './children'
import { createdAt, id, inList, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * One mark of the register: a child's check-in or check-out of a session, or the day's absence with its reason.
 * A session (sessionID 1, 2...) opens with a check-in and closes with its check-out. Corrections update the row
 * and write an `attendance_changes` row; removing a mark sets `active` false, so the register keeps its history.
 * The largest table of the product (about 12 million rows a year at a large operator): every read goes by
 * (centre, date) or (child, date) (decision 0044).
 */
export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkClass: integer('fk_class')
      .notNull()
      .references(() => classes.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The Singapore day of the mark. */
    date: date('date', { mode: 'string' }).notNull(),
    sessionId: integer('session_id').notNull(),
    type: text('type', { enum: ATTENDANCE_TYPES }).notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    /** Why the child is absent (absent marks only). */
    reason: text('reason'),
    remarks: text('remarks'),
    /** Who collected the child (check-outs). */
    pickedBy: text('picked_by'),
    recordedBy: integer('recorded_by').references(() => users.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The register of a class and the centre's summaries: the day's live marks of a centre, class by class.
    index('attendance_centre_date')
      .on(t.fkCentre, t.date, t.fkClass, t.fkChild)
      .where(sql`${t.active}`),
    // A child's month.
    index('attendance_child_date').on(t.fkChild, t.date),
    // One live mark of a kind per session: a replayed tap or two tablets at once record it once.
    uniqueIndex('attendance_one_per_session')
      .on(t.fkChild, t.date, t.sessionId, t.type)
      .where(sql`${t.active}`),
    check('attendance_type', sql`${t.type} in (${inList(ATTENDANCE_TYPES)})`),
    check('attendance_session', sql`${t.sessionId} > 0`),
    check('attendance_absent_reason', sql`(${t.type} = 'absent') = (${t.reason} is not null)`),
  ],
)

/** The visible history of a mark: who changed it, when, what it was and became, and why. */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEntry: integer('fk_entry')
      .notNull()
      .references(() => attendanceEntries.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'created', 'updated' or 'removed'. */
    action: text('action').notNull(),
    /** The fields that changed: { field: [before, after] }. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    remark: text('remark'),
  },
  (t) => [index('attendance_changes_entry').on(t.fkEntry, t.changedAt)],
)

/** A health check of a child (at arrival, or during the day): temperature in tenths of a degree, symptoms. */
export const healthChecks = pgTable(
  'health_checks',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fkEntry: integer('fk_entry').references(() => attendanceEntries.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    type: text('type', { enum: HEALTH_CHECK_TYPES }).notNull(),
    /** 365 is 36.5 °C; null when not taken. */
    temperatureTenths: integer('temperature_tenths'),
    symptoms: text('symptoms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** At or above the school's fever threshold when it was taken. */
    fever: boolean('fever').notNull().default(false),
    recordedBy: integer('recorded_by').references(() => users.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('health_checks_child_date').on(t.fkChild, t.date),
    index('health_checks_centre_date').on(t.fkCentre, t.date),
    check('health_checks_type', sql`${t.type} in (${inList(HEALTH_CHECK_TYPES)})`),
    check(
      'health_checks_temperature',
      sql`${t.temperatureTenths} is null or ${t.temperatureTenths} between 300 and 450`,
    ),
  ],
)

/** A child's standing health information: immunisation, family doctor and clinic, medical conditions. */
export const childHealthInfo = pgTable(
  'child_health_info',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    isImmunized: boolean('is_immunized').notNull().default(false),
    immunizationDetails: text('immunization_details'),
    familyDoctorName: text('family_doctor_name'),
    clinicName: text('clinic_name'),
    clinicPhone: text('clinic_phone'),
    clinicAddress: text('clinic_address'),
    /** [{ disease, exists }] as the spec names them. */
    medicalConditions: jsonb('medical_conditions')
      .$type<{ disease: string; exists: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('child_health_info_child').on(t.fkChild)],
)

/**
 * A pickup after the centre's closing time and grace: how many billing blocks late and the fee, billed through
 * a `charges` row (source 'late_pickup', source id this row) recorded in the same transaction. A corrected
 * check-out voids the entry (active false) and its charge, and records a new one when still late.
 */
export const latePickups = pgTable(
  'late_pickups',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fkEntry: integer('fk_entry')
      .notNull()
      .references(() => attendanceEntries.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    pickedBy: text('picked_by'),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    remarks: text('remarks'),
    /** Billing blocks late (the school's block minutes each). */
    quantity: integer('quantity').notNull(),
    feeCents: integer('fee_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('late_pickups_child_date').on(t.fkChild, t.date),
    uniqueIndex('late_pickups_one_per_entry')
      .on(t.fkEntry)
      .where(sql`${t.active}`),
    check('late_pickups_quantity', sql`${t.quantity} > 0`),
    check('late_pickups_fee', sql`${t.feeCents} >= 0`),
  ],
)

/**
 * A member of staff's day at a centre, one row per session: a check-in and (once they leave) its check-out, or the
 * day's absence or leave (no times). At most one open session per person; the centre's staff register and the live
 * child-to-staff ratio read it by (centre, date).
 */
export const staffAttendances = pgTable(
  'staff_attendances',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkTeacher: integer('fk_teacher')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    /** The Singapore day. */
    date: date('date', { mode: 'string' }).notNull(),
    sessionId: integer('session_id').notNull(),
    status: text('status', { enum: STAFF_ATTENDANCE_STATUSES }).notNull(),
    checkIn: timestamp('check_in', { withTimezone: true }),
    checkOut: timestamp('check_out', { withTimezone: true }),
    remarks: text('remarks'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('staff_attendances_centre_date').on(t.fkCentre, t.date, t.fkTeacher),
    uniqueIndex('staff_attendances_session').on(t.fkTeacher, t.date, t.sessionId),
    // Two tablets tapping at once, or a replayed check-in, open one session a day (a check-out forgotten
    // yesterday does not block today's check-in).
    uniqueIndex('staff_attendances_one_open')
      .on(t.fkTeacher, t.date)
      .where(sql`${t.checkIn} is not null and ${t.checkOut} is null`),
    check('staff_attendances_status', sql`${t.status} in (${inList(STAFF_ATTENDANCE_STATUSES)})`),
    check('staff_attendances_session_positive', sql`${t.sessionId} > 0`),
    check(
      'staff_attendances_times',
      sql`(${t.status} = 'present') = (${t.checkIn} is not null)
        and (${t.checkOut} is null or ${t.checkOut} >= ${t.checkIn})`,
    ),
  ],
)
