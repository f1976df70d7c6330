import { INVOICE_STATUSES, INVOICE_TYPES } from '@preschool/domain'
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { children, invoices } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export interface InvoiceFilter {
  centreId?: number | null
  month?: string | null
  status?: (typeof INVOICE_STATUSES)[number] | null
  type?: (typeof INVOICE_TYPES)[number] | null
}

/** A page of the school's invoices in reach, newest first; index invoices_school_listing (and _child for a child). */
export async function selectInvoicesPage(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  f: InvoiceFilter,
  page: LimitOffset,
) {
  const where = and(
    eq(invoices.fkSchool, schoolId),
    reach,
    f.centreId ? eq(invoices.fkCentre, f.centreId) : undefined,
    f.month ? eq(invoices.month, f.month) : undefined,
    f.status ? eq(invoices.status, f.status) : undefined,
    f.type ? eq(invoices.invoiceType, f.type) : undefined,
  )
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invoices).where(where),
  ])
  return { rows, total: n }
}

/** A child's invoices, newest first (index invoices_school_child). */
export function selectChildInvoices(db: DbOrTx, schoolId: number, childId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.fkSchool, schoolId), eq(invoices.fkChild, childId), ne(invoices.status, 'void')))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(500)
}

/**
 * What the child's family owes: the outstanding amounts of issued invoices, split into what a CDA may pay and the
 * rest. A part payment is taken as paying the non-CDA part first (the CDA is the family's last resort).
 */
export async function selectChildBalance(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await db
    .select({
      cda: sql<number>`coalesce(sum(least(${invoices.outstandingCents}, ${invoices.cdaCents})), 0)::int`,
      outstanding: sql<number>`coalesce(sum(${invoices.outstandingCents}), 0)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.fkSchool, schoolId), eq(invoices.fkChild, childId), eq(invoices.status, 'issued')))
  return { CDABalance: row.cda, nonCDABalance: row.outstanding - row.cda }
}

/** Invoices of the school by id, oldest first (the order an offline payment settles them). */
export function selectInvoicesByIds(db: DbOrTx, schoolId: number, ids: number[]) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.fkSchool, schoolId), sql`${invoices.id} = any(${sql.param(ids)}::int[])`))
    .orderBy(invoices.invoiceDate, invoices.id)
}

/** The child's full name as the finance screens print it ('' when it is not the school's). */
export async function selectChildName(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await db
    .select({ name: sql<string>`${children.firstname} || ' ' || ${children.lastname}` })
    .from(children)
    .where(and(eq(children.fkSchool, schoolId), eq(children.id, childId)))
  return row?.name ?? ''
}
