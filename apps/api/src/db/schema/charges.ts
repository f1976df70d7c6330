import { CHARGE_SOURCES } from '@preschool/domain'
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
import { createdAt, id, inList } from './columns'
import { users } from './identity'
import { invoices } from './ledger'
import { schools } from './tenancy'

/**
 * A charge waiting for (or taken by) a family's invoice: a late pickup, an event fee, a purchase. The module that
 * causes it writes the row (`recordCharge`); the monthly invoice run reads the unbilled ones of the month and sets
 * `fk_invoice` when it issues them. A charge is never edited: a correction voids it and records another.
 * `source`, `source_id` and `line` name what caused it, so recording the same thing twice is refused by the
 * database (a replayed check-out or RSVP bills once).
 */
export const charges = pgTable(
  'charges',
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
    /** The day it happened: the invoice run bills the charges of its month. */
    chargeDate: date('charge_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: CHARGE_SOURCES }).notNull(),
    /** The id of the causing row in its module (a late-pickup entry, an RSVP, ...). */
    sourceId: integer('source_id').notNull(),
    /** Tells apart several charges of one cause (an RSVP's child fee and guest fee); '' when there is one. */
    line: text('line').notNull().default(''),
    /** What the invoice line says, e.g. 'Late pickup on 3 Mar 2027 (25 min)'. */
    label: text('label').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxable: boolean('taxable').notNull(),
    /** May be paid from the Child Development Account (event fees are; late fees never are). */
    cdaPayable: boolean('cda_payable').notNull(),
    fkInvoice: integer('fk_invoice').references(() => invoices.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidRemark: text('void_remark'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('charges_source_live')
      .on(t.fkSchool, t.source, t.sourceId, t.line)
      .where(sql`${t.voidedAt} is null`),
    // The invoice run: a school's unbilled live charges of a month, child by child.
    index('charges_unbilled')
      .on(t.fkSchool, t.chargeDate, t.fkChild)
      .where(sql`${t.fkInvoice} is null and ${t.voidedAt} is null`),
    index('charges_child').on(t.fkSchool, t.fkChild, t.chargeDate),
    index('charges_invoice')
      .on(t.fkInvoice)
      .where(sql`${t.fkInvoice} is not null`),
    check('charges_source', sql`${t.source} in (${inList(CHARGE_SOURCES)})`),
    check('charges_quantity', sql`${t.quantity} > 0`),
    check(
      'charges_amount',
      sql`${t.amountCents} = ${t.quantity} * ${t.unitPriceCents} and ${t.unitPriceCents} >= 0`,
    ),
    check('charges_billed_live', sql`${t.fkInvoice} is null or ${t.voidedAt} is null`),
    check('charges_void_remark', sql`${t.voidedAt} is null or ${t.voidRemark} is not null`),
  ],
)
