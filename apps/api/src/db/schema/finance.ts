import { INVOICE_RUN_STATUSES, type LineSource, RUN_SKIP_REASONS } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { users } from './identity'
import { invoices } from './ledger'
import { schools } from './tenancy'

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))
const SKIP_REASONS = Object.keys(RUN_SKIP_REASONS)

/**
 * A monthly invoice run of a school (or one centre): drafted by a job in batches (the cursor is the last child
 * drafted, so a crashed run resumes there), reviewed, then issued by another person (maker-approver) in batches
 * (the cursor is then the last child issued). Progress is `processed` of `total`.
 */
export const invoiceRuns = pgTable(
  'invoice_runs',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    /** Null: every centre of the school. */
    fkCentre: integer('fk_centre').references(() => centres.id),
    /** The 1st of the month billed. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: INVOICE_RUN_STATUSES }).notNull().default('drafting'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    cursorChild: integer('cursor_child').notNull().default(0),
    fkMaker: integer('fk_maker')
      .notNull()
      .references(() => users.id),
    fkIssuer: integer('fk_issuer').references(() => users.id),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoice_runs_school_month').on(t.fkSchool, t.month, t.id),
    check('invoice_runs_status', sql`${t.status} in (${inList(INVOICE_RUN_STATUSES)})`),
    check('invoice_runs_progress', sql`${t.processed} >= 0 and ${t.total} >= 0`),
    check('invoice_runs_issuer_not_maker', sql`${t.fkIssuer} is null or ${t.fkIssuer} <> ${t.fkMaker}`),
  ],
)

/** One line of a drafted invoice, priced, with where it comes from (the fee tier, the subsidy rate, a charge). */
export interface DraftLine {
  label: string
  quantity: number
  unitPriceCents: number
  taxable: boolean
  amountCents: number
  taxCents: number
  cdaPayable: boolean
  source: LineSource
  /** Why the line is there, e.g. 'Tier 2027 fees, K1 full day, 20 of 31 days'. */
  explanation: string
  /** The charge the line bills (source 'charge'). */
  chargeId?: number
}

/**
 * A child's drafted invoice of a month: one row per (school, month, child), so a re-run replaces its draft and
 * never doubles it. A skipped child has a reason and no lines. `fk_invoice` is set when the run issues it.
 */
export const invoiceRunDrafts = pgTable(
  'invoice_run_drafts',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkRun: integer('fk_run')
      .notNull()
      .references(() => invoiceRuns.id),
    fkCentre: integer('fk_centre')
      .notNull()
      .references(() => centres.id),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id),
    month: date('month', { mode: 'string' }).notNull(),
    skipReason: text('skip_reason'),
    lines: jsonb('lines').$type<DraftLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    grandTotalCents: integer('grand_total_cents').notNull(),
    /** What of the grand total a Child Development Account may pay. */
    cdaCents: integer('cda_cents').notNull(),
    /** Last month's monthly invoice of the child (grand total), for the change the review shows; null: none. */
    previousTotalCents: integer('previous_total_cents'),
    fkInvoice: integer('fk_invoice').references(() => invoices.id),
  },
  (t) => [
    uniqueIndex('invoice_run_drafts_school_month_child').on(t.fkSchool, t.month, t.fkChild),
    index('invoice_run_drafts_run').on(t.fkRun, t.fkChild),
    check(
      'invoice_run_drafts_skip',
      sql`${t.skipReason} is null or ${t.skipReason} in (${inList(SKIP_REASONS)})`,
    ),
    check(
      'invoice_run_drafts_amounts',
      sql`${t.grandTotalCents} >= 0 and ${t.cdaCents} between 0 and ${t.grandTotalCents}`,
    ),
  ],
)
