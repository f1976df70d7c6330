import { LiveTransferStatus, TransferStatus } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres, levels, programs } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { codes, schools } from './tenancy'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * A child's move to another centre of the school (spec 002 sections 3-4): asked by the parent or staff, approved
 * by the source centre and then the destination centre (each never by its maker), which holds a seat at the
 * destination through a seat offer of the transfer enquiry; completed on the effective date. At most one live
 * transfer per child, held by the database.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    fkSourceCentre: integer('fk_source_centre')
      .notNull()
      .references(() => centres.id),
    fkDestinationCentre: integer('fk_destination_centre')
      .notNull()
      .references(() => centres.id),
    /** The child's level and programme when asked: the seat held at the destination. */
    fkLevel: integer('fk_level')
      .notNull()
      .references(() => levels.id),
    fkProgram: integer('fk_program').references(() => programs.id),
    /** The child's first day at the destination (the 1st or 15th); the source seat ends the day before. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    fkCodeByReason: integer('fk_code_by_reason')
      .notNull()
      .references(() => codes.id),
    remark: text('remark'),
    status: text('status', { enum: TransferStatus }).notNull().default('pending_source'),
    fkSubmittedBy: integer('fk_submitted_by')
      .notNull()
      .references(() => users.id),
    fkSourceApprover: integer('fk_source_approver').references(() => users.id),
    fkDestinationApprover: integer('fk_destination_approver').references(() => users.id),
    /** The transfer enquiry made at the destination on its approval. */
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transfers_child_live')
      .on(t.fkChild)
      .where(sql`${t.status} in (${inList(LiveTransferStatus)})`),
    index('transfers_school_status').on(t.fkSchool, t.status, t.updatedAt, t.id),
    index('transfers_source_status').on(t.fkSourceCentre, t.status),
    index('transfers_destination_status').on(t.fkDestinationCentre, t.status),
    // The effective-date job finds the approved transfers due.
    index('transfers_due')
      .on(t.effectiveDate)
      .where(sql`${t.status} = 'approved'`),
    index('transfers_child').on(t.fkChild, t.id),
    check('transfers_status', sql`${t.status} in (${inList(TransferStatus)})`),
    check('transfers_other_centre', sql`${t.fkSourceCentre} <> ${t.fkDestinationCentre}`),
    check('transfers_effective_day', sql`extract(day from ${t.effectiveDate}) in (1, 15)`),
    // Maker is not approver, in the database too.
    check(
      'transfers_approvers_not_maker',
      sql`(${t.fkSourceApprover} is null or ${t.fkSourceApprover} <> ${t.fkSubmittedBy})
        and (${t.fkDestinationApprover} is null or ${t.fkDestinationApprover} <> ${t.fkSubmittedBy})`,
    ),
    // An approved or completed transfer has its enquiry at the destination.
    check(
      'transfers_enquiry',
      sql`${t.status} not in ('approved', 'completed') or ${t.fkEnquiry} is not null`,
    ),
  ],
)

/** Every step of a transfer: who moved it to which status, with their remark. */
export const transferLogs = pgTable(
  'transfer_logs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkTransfer: integer('fk_transfer')
      .notNull()
      .references(() => transfers.id),
    /** Null when the effective-date job acted. */
    fkUser: integer('fk_user').references(() => users.id),
    status: text('status').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_logs_transfer').on(t.fkTransfer, t.id)],
)
