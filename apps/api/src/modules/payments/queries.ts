import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { paymentSessions, receipts } from '../../db/schema'

export type PaymentSessionRow = typeof paymentSessions.$inferSelect
type NewSession = typeof paymentSessions.$inferInsert

/** The next session id, taken before the insert: the order id the gateway is given starts with it. */
export async function reserveSessionId(db: DbOrTx): Promise<number> {
  const rows = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('payment_sessions', 'id'))::int as id`,
  )
  return rows.rows[0].id
}

export async function insertSession(
  db: DbOrTx,
  row: NewSession & { id: number },
): Promise<PaymentSessionRow> {
  const [inserted] = await db.insert(paymentSessions).values(row).returning()
  return inserted
}

/** A session by its order id: the id the order id names, and the whole order id (a forged suffix finds nothing). */
export async function selectSessionByOrder(
  db: DbOrTx,
  orderId: string,
  opts: { lock?: boolean } = {},
): Promise<PaymentSessionRow | null> {
  const query = db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId))
  const [row] = opts.lock ? await query.for('update') : await query
  return row ?? null
}

export async function markSessionPaid(db: DbOrTx, id: number, paymentId: number): Promise<PaymentSessionRow> {
  const [row] = await db
    .update(paymentSessions)
    .set({ status: 'paid', fkPayment: paymentId, errorCode: null, completedAt: new Date() })
    .where(eq(paymentSessions.id, id))
    .returning()
  return row
}

/** A failed attempt: only a session not paid yet takes the gateway's code (a paid one stays paid). */
export async function markSessionFailed(
  db: DbOrTx,
  id: number,
  status: 'declined' | 'failed' | 'expired',
  errorCode: string,
): Promise<PaymentSessionRow | null> {
  const [row] = await db
    .update(paymentSessions)
    .set({ status, errorCode, completedAt: new Date() })
    .where(and(eq(paymentSessions.id, id), inArray(paymentSessions.status, ['open', 'expired'])))
    .returning()
  return row ?? null
}

/** Open sessions past their deadline, oldest first, by the partial index. */
export function selectExpiredOpenSessions(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.status, 'open'), lt(paymentSessions.expiresAt, now)))
    .orderBy(paymentSessions.expiresAt)
    .limit(limit)
}

export async function expireSession(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ status: 'expired', errorCode: 'ERR005', completedAt: new Date() })
    .where(and(eq(paymentSessions.id, id), eq(paymentSessions.status, 'open')))
    .returning({ id: paymentSessions.id })
  return rows.length > 0
}

/** The invoice's latest card attempt, for the payment page. */
export async function selectLatestSession(
  db: DbOrTx,
  schoolId: number,
  invoiceId: number,
): Promise<PaymentSessionRow | null> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.fkSchool, schoolId), eq(paymentSessions.fkInvoice, invoiceId)))
    .orderBy(desc(paymentSessions.id))
    .limit(1)
  return row ?? null
}

/**
 * The invoice's sessions not settled either way: still open (a parent may have left a checkout page unfinished), or
 * expired since `expiredSince` (the expiry job may have found the gateway down, so a paid order can hide among
 * them). Older expired ones are not asked again: each attempt would otherwise call the gateway once per session
 * the family ever let lapse, and a late success of those still arrives by the webhook.
 */
export function selectUnsettledSessions(db: DbOrTx, schoolId: number, invoiceId: number, expiredSince: Date) {
  return db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.fkSchool, schoolId),
        eq(paymentSessions.fkInvoice, invoiceId),
        or(
          eq(paymentSessions.status, 'open'),
          and(eq(paymentSessions.status, 'expired'), gt(paymentSessions.expiresAt, expiredSince)),
        ),
      ),
    )
}

/** The receipt the ledger wrote for a session's payment. */
export async function selectReceiptOfPayment(db: DbOrTx, paymentId: number | null): Promise<number | null> {
  if (paymentId === null) return null
  const [row] = await db.select({ id: receipts.id }).from(receipts).where(eq(receipts.fkPayment, paymentId))
  return row?.id ?? null
}

/** The invoice's sessions still open, closed as expired: the invoice was settled by another payment. */
export function closeOpenSessions(db: DbOrTx, schoolId: number, invoiceId: number) {
  return db
    .update(paymentSessions)
    .set({ status: 'expired', errorCode: 'ERR005', completedAt: new Date() })
    .where(
      and(
        eq(paymentSessions.fkSchool, schoolId),
        eq(paymentSessions.fkInvoice, invoiceId),
        eq(paymentSessions.status, 'open'),
      ),
    )
    .returning({ gatewaySessionId: paymentSessions.gatewaySessionId })
}
