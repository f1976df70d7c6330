import { INVOICE_STATUSES, INVOICE_TYPES, PAYMENT_TYPES, PURCHASE_ITEM_TYPES } from '@preschool/domain'
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, inList, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { schools } from './tenancy'

/** What a counter numbers: each kind has its own gap-free series per school. */
export const DOCUMENT_KINDS = ['invoice', 'receipt', 'credit_note'] as const

/**
 * The last number issued per school and kind of document. The issuing transaction increments its row (which locks
 * it until commit), so numbers are gap-free: a rolled-back issue gives its number back, which a sequence would not.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fkSchool, t.kind] }),
    check('document_counters_kind', sql`${t.kind} in (${inList(DOCUMENT_KINDS)})`),
    check('document_counters_positive', sql`${t.lastNo} > 0`),
  ],
)

/** What a school bills: registration fee, deposit, monthly extras, trial class, sundries. Prices in cents. */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    label: text('label').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxable: boolean('taxable').notNull().default(true),
    itemType: text('item_type', { enum: PURCHASE_ITEM_TYPES }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_items_school_label').on(t.fkSchool, t.label),
    index('purchase_items_school_type').on(t.fkSchool, t.itemType, t.id),
    check('purchase_items_type', sql`${t.itemType} in (${inList(PURCHASE_ITEM_TYPES)})`),
    check('purchase_items_price_cents', sql`${t.unitPriceCents} >= 0`),
  ],
)

/**
 * An issued invoice. Its items and amounts never change once issued (corrections are credit and debit notes);
 * only a payment lowers `outstanding_cents` and moves `status` to paid, and voiding moves it to void.
 */
export const invoices = pgTable(
  'invoices',
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
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id),
    invoiceNo: text('invoice_no').notNull(),
    invoiceType: text('invoice_type', { enum: INVOICE_TYPES }).notNull(),
    label: text('label').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('issued'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    totalTaxCents: integer('total_tax_cents').notNull(),
    grandTotalCents: integer('grand_total_cents').notNull(),
    outstandingCents: integer('outstanding_cents').notNull(),
    /** What of the grand total a Child Development Account may pay (fees yes, late fees never). */
    cdaCents: integer('cda_cents').notNull().default(0),
    /** The 1st of the month a monthly invoice bills; null for other types. */
    month: date('month', { mode: 'string' }),
    /** The client's idempotency key of an ad hoc invoice: a double submit or a replay finds the first invoice. */
    requestKey: uuid('request_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_school_no').on(t.fkSchool, t.invoiceNo),
    // At most one live registration (and trial) invoice per enquiry: simultaneous issues meet here.
    uniqueIndex('invoices_enquiry_registration')
      .on(t.fkEnquiry)
      .where(sql`${t.invoiceType} = 'registration' and ${t.status} <> 'void'`),
    uniqueIndex('invoices_enquiry_trial')
      .on(t.fkEnquiry)
      .where(sql`${t.invoiceType} = 'trial' and ${t.status} <> 'void'`),
    // One live monthly invoice per child and month: a re-run or a replayed issue bills nobody twice.
    uniqueIndex('invoices_child_month')
      .on(t.fkSchool, t.fkChild, t.month)
      .where(sql`${t.invoiceType} = 'monthly' and ${t.status} <> 'void'`),
    check('invoices_cda', sql`${t.cdaCents} between 0 and ${t.grandTotalCents}`),
    uniqueIndex('invoices_school_request_key')
      .on(t.fkSchool, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    check('invoices_monthly_month', sql`(${t.invoiceType} = 'monthly') = (${t.month} is not null)`),
    // findAllInvoice: the school's invoices newest first, optionally of one month.
    index('invoices_school_date').on(t.fkSchool, t.invoiceDate, t.id),
    index('invoices_school_month').on(t.fkSchool, t.month, t.fkCentre),
    index('invoices_school_child').on(t.fkSchool, t.fkChild, t.invoiceDate, t.id),
    // searchFinance by amount: the exact total in cents.
    index('invoices_school_total').on(t.fkSchool, t.grandTotalCents),
    // getAgeingReport: only what is still owed, by centre and due date.
    index('invoices_school_outstanding')
      .on(t.fkSchool, t.fkCentre, t.dueDate)
      .where(sql`${t.status} = 'issued' and ${t.outstandingCents} > 0`),
    check('invoices_type', sql`${t.invoiceType} in (${inList(INVOICE_TYPES)})`),
    check('invoices_status', sql`${t.status} in (${inList(INVOICE_STATUSES)})`),
    check('invoices_amounts', sql`${t.totalTaxCents} >= 0 and ${t.grandTotalCents} >= ${t.totalTaxCents}`),
    check(
      'invoices_outstanding',
      sql`${t.outstandingCents} >= 0 and ${t.outstandingCents} <= ${t.grandTotalCents}`,
    ),
    check('invoices_paid_settled', sql`${t.status} <> 'paid' or ${t.outstandingCents} = 0`),
    check('invoices_due_after_date', sql`${t.dueDate} >= ${t.invoiceDate}`),
  ],
)

/** A line of an invoice: what was billed, how many, at what price, with its tax (rounded half-up per line). */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkInvoice: integer('fk_invoice')
      .notNull()
      .references(() => invoices.id),
    fkPurchaseItem: integer('fk_purchase_item').references(() => purchaseItems.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxable: boolean('taxable').notNull(),
    /** quantity x unit price, before tax. */
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** May be paid from the Child Development Account. */
    cdaPayable: boolean('cda_payable').notNull().default(false),
    /** Why the line is there (the fee tier and days, the subsidy rate, the charge's cause); null on older lines. */
    explanation: text('explanation'),
  },
  (t) => [
    uniqueIndex('invoice_items_invoice_position').on(t.fkInvoice, t.position),
    check('invoice_items_quantity', sql`${t.quantity} > 0`),
    check('invoice_items_amount', sql`${t.amountCents} = ${t.quantity} * ${t.unitPriceCents}`),
    check('invoice_items_tax', sql`${t.taxCents} >= 0 and (${t.taxable} or ${t.taxCents} = 0)`),
  ],
)

/**
 * Money received against an invoice. (school, payment type, reference) is unique: the same gateway order or bank
 * reference recorded twice is one payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkInvoice: integer('fk_invoice')
      .notNull()
      .references(() => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    reference: text('reference').notNull(),
    /** Who recorded it; null when the system did (a gateway callback, a GIRO file). */
    fkUser: integer('fk_user').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_school_type_reference').on(t.fkSchool, t.paymentType, t.reference),
    index('payments_invoice').on(t.fkInvoice, t.id),
    check('payments_type', sql`${t.paymentType} in (${inList(PAYMENT_TYPES)})`),
    check('payments_amount', sql`${t.amountCents} > 0`),
  ],
)

/** The receipt of one payment, numbered per school without gaps. */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkPayment: integer('fk_payment')
      .notNull()
      .references(() => payments.id),
    receiptNo: text('receipt_no').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_school_no').on(t.fkSchool, t.receiptNo),
    uniqueIndex('receipts_payment').on(t.fkPayment),
    // searchFinance by amount.
    index('receipts_school_amount').on(t.fkSchool, t.amountCents),
    check('receipts_amount', sql`${t.amountCents} > 0`),
  ],
)

/**
 * An ad hoc credit note (spec 002 section 5: remark required): an amount taken off an issued invoice's outstanding
 * amount, numbered per school without gaps. An issued invoice is never edited: this is its correction.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkInvoice: integer('fk_invoice')
      .notNull()
      .references(() => invoices.id),
    creditNoteNo: text('credit_note_no').notNull(),
    amountCents: integer('amount_cents').notNull(),
    remark: text('remark').notNull(),
    fkUser: integer('fk_user')
      .notNull()
      .references(() => users.id),
    /** The client's idempotency key: a double submit or a replay finds the first note. */
    requestKey: uuid('request_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_school_no').on(t.fkSchool, t.creditNoteNo),
    uniqueIndex('credit_notes_school_request_key')
      .on(t.fkSchool, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    index('credit_notes_invoice').on(t.fkInvoice, t.id),
    // searchFinance by amount.
    index('credit_notes_school_amount').on(t.fkSchool, t.amountCents),
    check('credit_notes_amount', sql`${t.amountCents} > 0`),
    check('credit_notes_remark', sql`length(trim(${t.remark})) between 1 and 500`),
  ],
)
