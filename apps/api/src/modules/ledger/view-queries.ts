import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { invoices, payments, purchaseItems, receipts } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'
import type { PurchaseItemRow } from './queries'

const receiptColumns = {
  id: receipts.id,
  receiptNo: receipts.receiptNo,
  amountCents: receipts.amountCents,
  createdAt: receipts.createdAt,
  invoiceId: payments.fkInvoice,
  paymentType: payments.paymentType,
  reference: payments.reference,
  enquiryId: invoices.fkEnquiry,
  schoolId: receipts.fkSchool,
}

const receiptsWithInvoice = (db: DbOrTx) =>
  db
    .select(receiptColumns)
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.fkPayment))
    .innerJoin(invoices, eq(invoices.id, payments.fkInvoice))

export type ReceiptView = Awaited<ReturnType<typeof selectReceiptsOfInvoices>>[number]

/** The receipts of the given invoices, oldest first (one statement for a whole list). */
export function selectReceiptsOfInvoices(db: DbOrTx, schoolId: number, invoiceIds: number[]) {
  return receiptsWithInvoice(db)
    .where(
      and(eq(receipts.fkSchool, schoolId), sql`${payments.fkInvoice} = any(${sql.param(invoiceIds)}::int[])`),
    )
    .orderBy(asc(receipts.id))
}

/** Receipts of invoices of the given enquiries that the caller reaches (`reach` on invoices), oldest first. */
export function selectReceiptsOfEnquiries(db: DbOrTx, schoolId: number, enquiryIds: number[], reach: SQL) {
  return receiptsWithInvoice(db)
    .where(
      and(
        eq(invoices.fkSchool, schoolId),
        sql`${invoices.fkEnquiry} = any(${sql.param(enquiryIds)}::int[])`,
        reach,
      ),
    )
    .orderBy(asc(receipts.id))
    .limit(500)
}

export async function selectReceiptView(db: DbOrTx, schoolId: number, receiptId: number) {
  const [row] = await receiptsWithInvoice(db).where(
    and(eq(receipts.fkSchool, schoolId), eq(receipts.id, receiptId)),
  )
  return row ?? null
}

/** A page of the school's billable items, by type then label, with the total. */
export async function selectPurchaseItemsPage(
  db: DbOrTx,
  schoolId: number,
  filter: { type?: PurchaseItemRow['itemType']; active?: boolean },
  page: LimitOffset,
) {
  const where = and(
    eq(purchaseItems.fkSchool, schoolId),
    filter.type ? eq(purchaseItems.itemType, filter.type) : undefined,
    filter.active === undefined ? undefined : eq(purchaseItems.active, filter.active),
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(purchaseItems)
      .where(where)
      .orderBy(asc(purchaseItems.itemType), asc(purchaseItems.label), asc(purchaseItems.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(purchaseItems).where(where),
  ])
  return { rows, total }
}
