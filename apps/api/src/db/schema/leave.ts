import { LEAVE_HALF_DAYS, LEAVE_STATUSES } from '@preschool/domain'
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
import { children, teachers } from './children'
import { createdAt, id, inList, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * A leave type of a school (spec 002 "Leave (calendar)": leave type with code, halfDayApplicable, applicableToStaff,
 * applicableToChild, approveRequired). Head office keeps them; a type in use is deactivated, never removed.
 */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    halfDayApplicable: boolean('half_day_applicable').notNull().default(false),
    applicableToStaff: boolean('applicable_to_staff').notNull().default(true),
    applicableToChild: boolean('applicable_to_child').notNull().default(true),
    approveRequired: boolean('approve_required').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leave_types_school_code').on(t.fkSchool, t.code),
    check('leave_types_applies', sql`${t.applicableToStaff} or ${t.applicableToChild}`),
  ],
)

/**
 * A leave request (spec 002: child, user, status, approveRequired, approver, remark): a child's, made by its parent
 * (or staff for the parent), or a member of staff's own (`fk_teacher`). It covers whole days from..to, or one half
 * day. Pending until someone other than its maker decides it when its type needs approval (the flag is copied at
 * request time, so a later change of the type does not move requests already made).
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    /** The centre that decides it: the child's seat, or the member of staff's centre. */
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkChild: integer('fk_child').references(() => children.id, { onDelete: 'cascade' }),
    fkTeacher: integer('fk_teacher').references(() => teachers.id, { onDelete: 'cascade' }),
    fkLeaveType: integer('fk_leave_type')
      .notNull()
      .references(() => leaveTypes.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    halfDay: text('half_day', { enum: LEAVE_HALF_DAYS }),
    status: text('status', { enum: LEAVE_STATUSES }).notNull(),
    approveRequired: boolean('approve_required').notNull(),
    remark: text('remark'),
    /** Who made the request (the maker: never its approver). */
    fkRequestedBy: integer('fk_requested_by')
      .notNull()
      .references(() => users.id),
    fkApprover: integer('fk_approver').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    approverRemark: text('approver_remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The calendar and the register: a centre's live leave over a range of days.
    index('leave_requests_centre_dates')
      .on(t.fkCentre, t.fromDate, t.toDate)
      .where(sql`${t.status} in ('pending', 'approved')`),
    // A child's or a person's leave, and the overlap check.
    index('leave_requests_child')
      .on(t.fkChild, t.fromDate)
      .where(sql`${t.fkChild} is not null`),
    index('leave_requests_teacher')
      .on(t.fkTeacher, t.fromDate)
      .where(sql`${t.fkTeacher} is not null`),
    check('leave_requests_subject', sql`(${t.fkChild} is null) <> (${t.fkTeacher} is null)`),
    check('leave_requests_dates', sql`${t.toDate} >= ${t.fromDate}`),
    check('leave_requests_half_day', sql`${t.halfDay} is null or ${t.fromDate} = ${t.toDate}`),
    check(
      'leave_requests_half_day_value',
      sql`${t.halfDay} is null or ${t.halfDay} in (${inList(LEAVE_HALF_DAYS)})`,
    ),
    check('leave_requests_status', sql`${t.status} in (${inList(LEAVE_STATUSES)})`),
    // A pending request has no approver; a decided one that needed approval has its approver.
    check(
      'leave_requests_decided',
      sql`(${t.status} <> 'pending' or ${t.fkApprover} is null)
        and (${t.status} not in ('approved', 'rejected') or not ${t.approveRequired} or ${t.fkApprover} is not null)`,
    ),
  ],
)
