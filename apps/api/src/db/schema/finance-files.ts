import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, inList, updatedAt } from './columns'
import { users } from './identity'
import { creditNotes, invoices } from './ledger'
import { schools } from './tenancy'

/** What a finance file is: an archive the school sends its bank, or a file it received (decision 0049-giro). */
export const FINANCE_FILE_TYPES = ['giro_deduction', 'giro_refund', 'giro_return', 'subsidy'] as const
/** generated: an archive made here; applied: an uploaded file whose every row took effect; failed: none did. */
export const FINANCE_FILE_STATUSES = ['generated', 'applied', 'failed'] as const

/**
 * A GIRO or subsidy file (spec 002 "Uploaded file": label, URL, status, log, docType, user, createdAt). An uploaded
 * file is applied in one transaction or not at all; `content_sha256` of an applied one is unique per school and
 * type, so the same bytes uploaded again (or twice at once) apply once.
 */
export const financeFiles = pgTable(
  'finance_files',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    docType: text('doc_type', { enum: FINANCE_FILE_TYPES }).notNull(),
    label: text('label').notNull(),
    /** The stored object (platform storage, purpose finance_document); its link is signed on each read. */
    fileKey: text('file_key'),
    status: text('status', { enum: FINANCE_FILE_STATUSES }).notNull(),
    /** One line per event or failing row, in order: what happened and why. */
    log: text('log').array().notNull(),
    /** The month a deduction archive bills (YYYY-MM-01). */
    month: date('month', { mode: 'string' }),
    valueDate: date('value_date', { mode: 'string' }),
    rowCount: integer('row_count').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    contentSha256: text('content_sha256'),
    fkUser: integer('fk_user').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('finance_files_applied_content')
      .on(t.fkSchool, t.docType, t.contentSha256)
      .where(sql`${t.status} = 'applied'`),
    index('finance_files_school_type').on(t.fkSchool, t.docType, t.id),
    check('finance_files_type', sql`${t.docType} in (${inList(FINANCE_FILE_TYPES)})`),
    check('finance_files_status', sql`${t.status} in (${inList(FINANCE_FILE_STATUSES)})`),
    check('finance_files_totals', sql`${t.rowCount} >= 0 and ${t.totalCents} >= 0`),
  ],
)

export const GIRO_DEDUCTION_STATUSES = ['queued', 'sent', 'paid', 'failed'] as const

/**
 * One GIRO deduction of an invoice's CDA or non-CDA part: queued (a second attempt waiting for the next file),
 * sent in a deduction archive, then paid or failed by the bank's return file, with the bank's reason.
 * The transaction reference in the bank file is `GD` + this id, which the return file quotes back.
 */
export const giroDeductions = pgTable(
  'giro_deductions',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkInvoice: integer('fk_invoice')
      .notNull()
      .references(() => invoices.id),
    isCda: boolean('is_cda').notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: GIRO_DEDUCTION_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    billReference: text('bill_reference'),
    fkFile: integer('fk_file').references(() => financeFiles.id),
    fkReturnFile: integer('fk_return_file').references(() => financeFiles.id),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('giro_deductions_attempt').on(t.fkInvoice, t.isCda, t.attempt),
    index('giro_deductions_school_file').on(t.fkSchool, t.fkFile),
    index('giro_deductions_school_status').on(t.fkSchool, t.status),
    check('giro_deductions_status', sql`${t.status} in (${inList(GIRO_DEDUCTION_STATUSES)})`),
    check('giro_deductions_amount', sql`${t.amountCents} >= 0`),
    check('giro_deductions_attempt_positive', sql`${t.attempt} between 1 and 9`),
    check('giro_deductions_sent_file', sql`${t.status} = 'queued' or ${t.fkFile} is not null`),
  ],
)

/** A subsidy file's row applied: which credit note it became (the log of every applied line). */
export const subsidyFileRows = pgTable(
  'subsidy_file_rows',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkFile: integer('fk_file')
      .notNull()
      .references(() => financeFiles.id),
    fkInvoice: integer('fk_invoice')
      .notNull()
      .references(() => invoices.id),
    fkCreditNote: integer('fk_credit_note')
      .notNull()
      .references(() => creditNotes.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('subsidy_file_rows_file_invoice').on(t.fkFile, t.fkInvoice),
    check('subsidy_file_rows_amount', sql`${t.amountCents} > 0`),
  ],
)
