import { UNAPPLIED_RESOLUTIONS } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, inList, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { invoices, payments } from './ledger'
import { refunds } from './refunds'
import { users } from './identity'
import { schools } from './tenancy'

/**
 * One card payment attempt on an invoice: a hosted-checkout order at the gateway (decision 0027). `order_id` is
 * ours, random and unguessable, and is also the payment's reference in the ledger, so one order can never be
 * recorded twice. The amount is copied from the invoice when the session opens; nothing from the browser sets it.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkInvoice: integer('fk_invoice')
      .notNull()
      .references(() => invoices.id),
    /**
     * The enquiry whose registration invoice it pays (its payment page is where the browser returns); null for a
     * monthly or ad hoc invoice, whose own page the browser returns to.
     */
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('SGD'),
    status: text('status').notNull().default('open'),
    gatewaySessionId: text('gateway_session_id').notNull(),
    gatewaySessionVersion: text('gateway_session_version'),
    updateStatus: text('update_status'),
    successIndicator: text('success_indicator').notNull(),
    merchantId: text('merchant_id').notNull(),
    /** The gateway's code of the last failed attempt (ERR002 ...), shown to the parent in words. */
    errorCode: text('error_code'),
    /** The ledger payment this order became (set once, when paid). */
    fkPayment: integer('fk_payment').references(() => payments.id),
    fkCreatedBy: integer('fk_created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * What finance did with an UNAPPLIED order (money taken for an invoice already paid): `refunded` (the refund
     * row) or `applied` to another open invoice of the family (the payment it made there). Set once: the checks
     * below and the conditional update make a second resolution impossible (decision 0072).
     */
    resolution: text('resolution', { enum: UNAPPLIED_RESOLUTIONS }),
    fkRefund: integer('fk_refund').references(() => refunds.id),
    fkAppliedPayment: integer('fk_applied_payment').references(() => payments.id),
    fkResolvedBy: integer('fk_resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_sessions_order').on(t.orderId),
    uniqueIndex('payment_sessions_gateway_session').on(t.gatewaySessionId),
    index('payment_sessions_invoice').on(t.fkInvoice, t.id),
    // The expiry job reads only the open sessions, oldest deadline first.
    index('payment_sessions_open_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    check('payment_sessions_amount', sql`${t.amountCents} > 0`),
    check('payment_sessions_currency', sql`${t.currency} = 'SGD'`),
    check('payment_sessions_status', sql`${t.status} in ('open', 'paid', 'declined', 'failed', 'expired')`),
    check('payment_sessions_paid_payment', sql`(${t.status} = 'paid') = (${t.fkPayment} is not null)`),
    // Finance's list of card orders paid twice: the school's unresolved ones, newest first.
    index('payment_sessions_unapplied')
      .on(t.fkSchool, t.completedAt, t.id)
      .where(sql`${t.errorCode} = 'UNAPPLIED' and ${t.resolution} is null`),
    check(
      'payment_sessions_resolution',
      sql`${t.resolution} is null or (${t.resolution} in (${inList(UNAPPLIED_RESOLUTIONS)}) and ${t.status} = 'failed' and ${t.errorCode} = 'UNAPPLIED' and ${t.resolvedAt} is not null)`,
    ),
    check(
      'payment_sessions_resolution_refund',
      sql`coalesce(${t.resolution} = 'refunded', false) = (${t.fkRefund} is not null)`,
    ),
    check(
      'payment_sessions_resolution_payment',
      sql`coalesce(${t.resolution} = 'applied', false) = (${t.fkAppliedPayment} is not null)`,
    ),
    uniqueIndex('payment_sessions_refund').on(t.fkRefund),
    uniqueIndex('payment_sessions_applied_payment').on(t.fkAppliedPayment),
  ],
)

/**
 * The embedded sandbox gateway's own book of orders (platform/payments/sandbox): what a real gateway would hold on
 * its side. The app never reads it except through the gateway adapter.
 */
export const sandboxGatewayOrders = pgTable(
  'sandbox_gateway_orders',
  {
    orderId: text('order_id').primaryKey(),
    sessionId: text('session_id').notNull(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    merchantId: text('merchant_id').notNull(),
    successIndicator: text('success_indicator').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    /** The gateway's order status: OPEN until the payer acts, then CAPTURED or FAILED. */
    status: text('status').notNull().default('OPEN'),
    errorCode: text('error_code'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_orders_session').on(t.sessionId),
    check('sandbox_gateway_orders_status', sql`${t.status} in ('OPEN', 'CAPTURED', 'FAILED')`),
  ],
)
