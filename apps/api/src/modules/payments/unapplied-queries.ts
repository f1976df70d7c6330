import { PAYMENT_UNAPPLIED, type UnappliedResolution } from '@preschool/domain'
import { and, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client'
import { childRelations, children, invoices, paymentSessions } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

/** Unresolved UNAPPLIED orders: the same condition as the partial index payment_sessions_unapplied. */
const unresolved = and(eq(paymentSessions.errorCode, PAYMENT_UNAPPLIED), isNull(paymentSessions.resolution))

const childName = sql<string>`${children.firstname} || ' ' || ${children.lastname}`

/**
 * The school's card orders paid for an invoice already paid, not yet refunded or applied, newest first, in the
 * caller's reach (`reach`: the centre scope on invoices.fk_centre). Read from the partial index, so the school's
 * thousands of declined and expired attempts are never visited.
 */
export async function selectUnappliedSessions(db: DbOrTx, schoolId: number, reach: SQL, page: LimitOffset) {
  const where = and(eq(paymentSessions.fkSchool, schoolId), unresolved, reach)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: paymentSessions.id,
        orderId: paymentSessions.orderId,
        amountCents: paymentSessions.amountCents,
        paidAt: paymentSessions.completedAt,
        invoiceId: invoices.id,
        invoiceNo: invoices.invoiceNo,
        centreId: invoices.fkCentre,
        childId: invoices.fkChild,
        childName,
      })
      .from(paymentSessions)
      .innerJoin(invoices, eq(invoices.id, paymentSessions.fkInvoice))
      .innerJoin(children, eq(children.id, invoices.fkChild))
      .where(where)
      .orderBy(desc(paymentSessions.completedAt), desc(paymentSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentSessions)
      .innerJoin(invoices, eq(invoices.id, paymentSessions.fkInvoice))
      .where(where),
  ])
  return { rows, total: count?.n ?? 0 }
}

/**
 * One session with its invoice's child and centre; locked for a resolution (a second click's transaction waits).
 */
export async function selectSessionWithInvoice(
  db: DbOrTx,
  schoolId: number,
  sessionId: number,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({
      session: paymentSessions,
      childId: invoices.fkChild,
      centreId: invoices.fkCentre,
      invoiceNo: invoices.invoiceNo,
    })
    .from(paymentSessions)
    .innerJoin(invoices, eq(invoices.id, paymentSessions.fkInvoice))
    .where(and(eq(paymentSessions.fkSchool, schoolId), eq(paymentSessions.id, sessionId)))
  const [row] = opts.lock ? await query.for('update', { of: paymentSessions }) : await query
  return row ?? null
}

/** Whether two children share a parent or guardian: one family, whose money may move between their invoices. */
export async function sameFamily(db: DbOrTx, childId: number, otherChildId: number): Promise<boolean> {
  if (childId === otherChildId) return true
  const other = alias(childRelations, 'other_relation')
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(childRelations)
    .innerJoin(other, eq(other.fkUser, childRelations.fkUser))
    .where(and(eq(childRelations.fkChild, childId), eq(other.fkChild, otherChildId)))
    .limit(1)
  return row !== undefined
}

/**
 * The open invoices of the family of `childId` (the child and the children sharing a parent with it) that owe at
 * least `amountCents`, other than `exceptInvoiceId`, in the caller's reach: where an UNAPPLIED order may go.
 */
export function selectFamilyOpenInvoices(
  db: DbOrTx,
  schoolId: number,
  childId: number,
  amountCents: number,
  exceptInvoiceId: number,
  reach: SQL,
) {
  const sibling = alias(childRelations, 'sibling')
  const family = db
    .select({ id: sibling.fkChild })
    .from(childRelations)
    .innerJoin(sibling, eq(sibling.fkUser, childRelations.fkUser))
    .where(eq(childRelations.fkChild, childId))
  return db
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      invoiceDate: invoices.invoiceDate,
      outstandingCents: invoices.outstandingCents,
      childId: invoices.fkChild,
      childName,
    })
    .from(invoices)
    .innerJoin(children, eq(children.id, invoices.fkChild))
    .where(
      and(
        eq(invoices.fkSchool, schoolId),
        or(eq(invoices.fkChild, childId), inArray(invoices.fkChild, family)),
        eq(invoices.status, 'issued'),
        gte(invoices.outstandingCents, amountCents),
        ne(invoices.id, exceptInvoiceId),
        reach,
      ),
    )
    .orderBy(invoices.invoiceDate, invoices.id)
    .limit(50)
}

/** Records what finance did; only an unresolved UNAPPLIED session changes (the checks refuse anything else). */
export async function markResolved(
  db: DbOrTx,
  sessionId: number,
  values: {
    resolution: UnappliedResolution
    fkRefund?: number
    fkAppliedPayment?: number
    fkResolvedBy: number
  },
) {
  const rows = await db
    .update(paymentSessions)
    .set({ ...values, resolvedAt: new Date() })
    .where(and(eq(paymentSessions.id, sessionId), unresolved))
    .returning({ id: paymentSessions.id })
  return rows.length > 0
}
