import { REFUND_SOURCES, REFUND_STATUSES, REFUND_TYPES } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, inList, updatedAt } from './columns'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * Money owed back to a family (Refund item, spec 002 section 3): a withdrawal's deposit and fee refund, a card
 * payment taken twice. The module that causes it raises it (`raiseRefund` of the ledger); finance pays it (GIRO
 * refund file, cheque or transfer) and completes it. CDA and non-CDA parts are separate rows, since each goes back
 * to its own source. One live refund per cause, type and part: a replayed withdrawal raises nothing twice.
 */
export const refunds = pgTable(
  'refunds',
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
    refundDate: date('refund_date', { mode: 'string' }).notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundType: text('refund_type', { enum: REFUND_TYPES }).notNull(),
    /** Goes back to the Child Development Account rather than the parent's bank. */
    isCda: boolean('is_cda').notNull().default(false),
    source: text('source', { enum: REFUND_SOURCES }).notNull(),
    sourceId: integer('source_id').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** How it was paid back (giro, cheque, bank_transfer, card), set on completion. */
    paidVia: text('paid_via'),
    referenceNo: text('reference_no'),
    refundCompletionDate: date('refund_completion_date', { mode: 'string' }),
    remark: text('remark'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_source_live')
      .on(t.fkSchool, t.source, t.sourceId, t.refundType, t.isCda)
      .where(sql`${t.status} <> 'cancelled'`),
    index('refunds_school_status').on(t.fkSchool, t.status, t.refundDate, t.id),
    index('refunds_child').on(t.fkSchool, t.fkChild, t.refundDate),
    check('refunds_type', sql`${t.refundType} in (${inList(REFUND_TYPES)})`),
    check('refunds_source', sql`${t.source} in (${inList(REFUND_SOURCES)})`),
    check('refunds_status', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
    check('refunds_amount', sql`${t.amountCents} > 0`),
    check(
      'refunds_completed',
      sql`(${t.status} = 'completed') = (${t.refundCompletionDate} is not null and ${t.paidVia} is not null)`,
    ),
  ],
)
