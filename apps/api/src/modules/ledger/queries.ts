import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centres,
  children,
  documentCounters,
  invoiceItems,
  invoices,
  payments,
  purchaseItems,
  receipts,
} from '../../db/schema'

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceItemRow = typeof invoiceItems.$inferSelect
export type PaymentRow = typeof payments.$inferSelect
export type ReceiptRow = typeof receipts.$inferSelect
export type PurchaseItemRow = typeof purchaseItems.$inferSelect
type DocumentKind = (typeof documentCounters.$inferSelect)['kind']

/**
 * The next number of a kind of document: increments the school's counter row, which stays locked until the
 * issuing transaction ends, so two issues never share a number and a rollback gives the number back.
 */
export const takeDocumentNumber = (tx: DbOrTx, schoolId: number, kind: DocumentKind): Promise<number> =>
  takeDocumentNumbers(tx, schoolId, kind, 1)

/**
 * A block of `count` numbers at once (the invoice run's batch): returns the first; the counter row stays locked
 * until the batch commits, like a single number's.
 */
export async function takeDocumentNumbers(
  tx: DbOrTx,
  schoolId: number,
  kind: DocumentKind,
  count: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ fkSchool: schoolId, kind, lastNo: count })
    .onConflictDoUpdate({
      target: [documentCounters.fkSchool, documentCounters.kind],
      set: { lastNo: sql`${documentCounters.lastNo} + ${count}` },
    })
    .returning({ lastNo: documentCounters.lastNo })
  return row.lastNo - count + 1
}

/** The enquiry's live (not void) invoice of a type. */
export async function selectEnquiryInvoice(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  type: InvoiceRow['invoiceType'],
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.fkSchool, schoolId),
        eq(invoices.fkEnquiry, enquiryId),
        eq(invoices.invoiceType, type),
        ne(invoices.status, 'void'),
      ),
    )
  return row ?? null
}

/** An invoice of the school; `lock` for a payment: concurrent payments of one invoice then settle one after another. */
export async function selectInvoice(
  db: DbOrTx,
  schoolId: number,
  invoiceId: number,
  opts: { lock?: boolean } = {},
): Promise<InvoiceRow | null> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.fkSchool, schoolId), eq(invoices.id, invoiceId)))
  const [row] = await (opts.lock ? query.for('update') : query)
  return row ?? null
}

export async function insertInvoice(
  tx: DbOrTx,
  invoice: typeof invoices.$inferInsert,
  items: Omit<typeof invoiceItems.$inferInsert, 'fkInvoice' | 'fkSchool' | 'position'>[],
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning()
  if (items.length > 0)
    await tx
      .insert(invoiceItems)
      .values(
        items.map((item, position) => ({ ...item, fkSchool: row.fkSchool, fkInvoice: row.id, position })),
      )
  return row
}

export function selectInvoiceItems(db: DbOrTx, invoiceIds: number[]): Promise<InvoiceItemRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.fkInvoice, invoiceIds))
    .orderBy(asc(invoiceItems.fkInvoice), asc(invoiceItems.position))
}

/**
 * The only change an issued invoice takes: a payment lowers what is outstanding (and marks it paid at zero). The
 * amount is checked against the row as it stands, so a concurrent payment cannot take it below zero.
 */
export async function lowerOutstanding(
  tx: DbOrTx,
  invoiceId: number,
  amountCents: number,
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .update(invoices)
    .set({
      outstandingCents: sql`${invoices.outstandingCents} - ${amountCents}`,
      status: sql`case when ${invoices.outstandingCents} - ${amountCents} = 0 then 'paid' else ${invoices.status} end`,
    })
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.status, 'issued'),
        sql`${invoices.outstandingCents} >= ${amountCents}`,
      ),
    )
    .returning()
  return row ?? null
}

export async function selectPaymentByReference(
  db: DbOrTx,
  schoolId: number,
  paymentType: PaymentRow['paymentType'],
  reference: string,
) {
  const [row] = await db
    .select({ payment: payments, receiptId: receipts.id })
    .from(payments)
    .leftJoin(receipts, eq(receipts.fkPayment, payments.id))
    .where(
      and(
        eq(payments.fkSchool, schoolId),
        eq(payments.paymentType, paymentType),
        eq(payments.reference, reference),
      ),
    )
  return row ?? null
}

/** Inserts the payment unless its (type, reference) is recorded; null when it was (the caller reads that one). */
export async function insertPayment(
  tx: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.fkSchool, payments.paymentType, payments.reference] })
    .returning()
  return row ?? null
}

export async function insertReceipt(tx: DbOrTx, values: typeof receipts.$inferInsert): Promise<ReceiptRow> {
  const [row] = await tx.insert(receipts).values(values).returning()
  return row
}

/** The school's active purchase items of the given types, in a stable order (type, then id). */
export function selectActivePurchaseItems(
  db: DbOrTx,
  schoolId: number,
  types: PurchaseItemRow['itemType'][],
): Promise<PurchaseItemRow[]> {
  return db
    .select()
    .from(purchaseItems)
    .where(
      and(
        eq(purchaseItems.fkSchool, schoolId),
        eq(purchaseItems.active, true),
        inArray(purchaseItems.itemType, types),
      ),
    )
    .orderBy(asc(purchaseItems.itemType), asc(purchaseItems.id))
}

/** The child's nationality (free text), which picks the fee; null when not given. */
export async function selectChildNationality(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await db
    .select({ nationality: children.nationality })
    .from(children)
    .where(and(eq(children.fkSchool, schoolId), eq(children.id, childId)))
  return row?.nationality ?? null
}

export async function selectCentreLabel(db: DbOrTx, centreId: number): Promise<string> {
  const [row] = await db.select({ label: centres.label }).from(centres).where(eq(centres.id, centreId))
  return row?.label ?? ''
}

/**
 * The deposit a child's family has actually paid: the deposit lines (the school's deposit item) of its paid
 * invoices, in cents. An invoice still open has paid no deposit to give back.
 */
export async function selectDepositPaid(db: DbOrTx, schoolId: number, childId: number): Promise<number> {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${invoiceItems.amountCents} + ${invoiceItems.taxCents}), 0)::int`,
    })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.fkInvoice))
    .innerJoin(purchaseItems, eq(purchaseItems.id, invoiceItems.fkPurchaseItem))
    .where(
      and(
        eq(invoices.fkSchool, schoolId),
        eq(invoices.fkChild, childId),
        eq(invoices.status, 'paid'),
        eq(purchaseItems.itemType, 'deposit'),
      ),
    )
  return row?.cents ?? 0
}
