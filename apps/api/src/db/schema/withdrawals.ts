import { LiveWithdrawalStatus, WithdrawalStatus } from '@preschool/domain'
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
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { codes, schools } from './tenancy'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * A child's withdrawal (spec 002 sections 3-4): the parent's notice, the refund it gives, and its two approvals
 * (centre, then head office). Money in cents. At most one live withdrawal per child, held by the database.
 */
export const withdrawals = pgTable(
  'withdrawals',
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
      .references(() => children.id),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    /** The child's last day. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    fkCodeByParentReason: integer('fk_code_by_parent_reason')
      .notNull()
      .references(() => codes.id),
    /** The centre's reason code, given with its decision. */
    fkCodeByReason: integer('fk_code_by_reason').references(() => codes.id),
    remark: text('remark'),
    monthlyFeeAmount: integer('monthly_fee_amount').notNull(),
    depositAmount: integer('deposit_amount').notNull(),
    /** The fee for the notice not given; taken from the deposit. */
    feeInLieuAmount: integer('fee_in_lieu_amount').notNull().default(0),
    feeInLieuAccepted: boolean('fee_in_lieu_accepted').notNull().default(false),
    refundFeeAmount: integer('refund_fee_amount').notNull().default(0),
    refundDepositAmount: integer('refund_deposit_amount').notNull().default(0),
    status: text('status', { enum: WithdrawalStatus }).notNull().default('pending_centre'),
    fkSubmittedBy: integer('fk_submitted_by')
      .notNull()
      .references(() => users.id),
    fkCentreApprover: integer('fk_centre_approver').references(() => users.id),
    fkHQApprover: integer('fk_hq_approver').references(() => users.id),
    documentsVerifiedAt: timestamp('documents_verified_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_child_live')
      .on(t.fkChild)
      .where(sql`${t.status} in (${inList(LiveWithdrawalStatus)})`),
    index('withdrawals_school_status').on(t.fkSchool, t.status, t.updatedAt, t.id),
    index('withdrawals_centre_status').on(t.fkCentre, t.status),
    // The last-day job finds the approved withdrawals due.
    index('withdrawals_due')
      .on(t.effectiveDate)
      .where(sql`${t.status} = 'approved'`),
    index('withdrawals_child').on(t.fkChild, t.id),
    check('withdrawals_status', sql`${t.status} in (${inList(WithdrawalStatus)})`),
    check('withdrawals_dates', sql`${t.effectiveDate} >= ${t.noticeDate}`),
    check(
      'withdrawals_amounts',
      sql`${t.monthlyFeeAmount} >= 0 and ${t.depositAmount} >= 0 and ${t.feeInLieuAmount} >= 0
        and ${t.refundFeeAmount} >= 0 and ${t.refundDepositAmount} >= 0`,
    ),
    // A shorter notice stands only with its fee in lieu accepted.
    check('withdrawals_fee_in_lieu', sql`${t.feeInLieuAmount} = 0 or ${t.feeInLieuAccepted}`),
  ],
)

/** Every step of a withdrawal: who moved it to which status, with their remark. */
export const withdrawalLogs = pgTable(
  'withdrawal_logs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkWithdrawal: integer('fk_withdrawal')
      .notNull()
      .references(() => withdrawals.id),
    /** Null when the last-day job acted. */
    fkUser: integer('fk_user').references(() => users.id),
    status: text('status').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('withdrawal_logs_withdrawal').on(t.fkWithdrawal, t.id)],
)
