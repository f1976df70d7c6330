import { priceLines } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { EnquiryRow } from '../enquiries'
import { firstMonthLines, gstRateOf } from './billing'
import type { InvoiceView } from './mapper'
import { groupBy } from '../../platform/request-batch'
import { payNowFor, payNowSchoolOf } from './paynow'
import { type InvoiceRow, selectInvoiceItems } from './queries'
import { selectReceiptsOfInvoices } from './view-queries'

/** An invoice with its items, receipts and PayNow details, as the payment page shows it. */
export async function invoiceView(db: DbOrTx, invoice: InvoiceRow): Promise<InvoiceView> {
  const [view] = await invoiceViews(db, [invoice])
  return view
}

/**
 * Invoices of one school with their items, receipts and PayNow details, in their order: three statements for a whole
 * list, not three an invoice.
 */
export async function invoiceViews(db: DbOrTx, list: InvoiceRow[]): Promise<InvoiceView[]> {
  if (list.length === 0) return []
  if (list.some((i) => i.fkSchool !== list[0].fkSchool)) throw new Error('invoiceViews takes one school')
  const ids = list.map((i) => i.id)
  const payable = list.some((i) => i.status === 'issued' && i.outstandingCents > 0)
  const [items, receipts, school] = await Promise.all([
    selectInvoiceItems(db, ids),
    selectReceiptsOfInvoices(db, list[0].fkSchool, ids),
    payable ? payNowSchoolOf(db, list[0].fkSchool) : null,
  ])
  const itemsOf = groupBy(items, (i) => i.fkInvoice)
  const receiptsOf = groupBy(receipts, (r) => r.invoiceId)
  return list.map((invoice) => ({
    invoice,
    items: itemsOf.get(invoice.id) ?? [],
    receipts: receiptsOf.get(invoice.id) ?? [],
    payNow: payNowFor(school, invoice),
  }))
}

/** The first month's fees priced with the school's GST, not issued: nothing is written. */
export async function draftMonthlyInvoice(db: DbOrTx, enquiry: EnquiryRow) {
  const { lines, month } = await firstMonthLines(db, enquiry)
  return { month, priced: priceLines(lines, await gstRateOf(db, enquiry.fkSchool)) }
}

/** Where a parent (or staff) opens one invoice: the finance pages of issue 25, as bells and emails link it. */
export const parentInvoicePath = (invoiceId: number) => `/finance/invoice/${invoiceId}`
