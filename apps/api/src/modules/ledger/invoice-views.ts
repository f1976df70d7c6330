import { priceLines } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { EnquiryRow } from '../enquiries'
import { firstMonthLines, gstRateOf } from './billing'
import type { InvoiceView } from './mapper'
import { payNowOf } from './paynow'
import { type InvoiceRow, selectInvoiceItems } from './queries'
import { selectReceiptsOfInvoices } from './view-queries'

/** An invoice with its items, receipts and PayNow details, as the payment page shows it. */
export async function invoiceView(db: DbOrTx, invoice: InvoiceRow): Promise<InvoiceView> {
  const [items, receipts, payNow] = await Promise.all([
    selectInvoiceItems(db, [invoice.id]),
    selectReceiptsOfInvoices(db, invoice.fkSchool, [invoice.id]),
    payNowOf(db, invoice),
  ])
  return { invoice, items, receipts, payNow }
}

/** The first month's fees priced with the school's GST, not issued: nothing is written. */
export async function draftMonthlyInvoice(db: DbOrTx, enquiry: EnquiryRow) {
  const { lines, month } = await firstMonthLines(db, enquiry)
  return { month, priced: priceLines(lines, await gstRateOf(db, enquiry.fkSchool)) }
}

/** Where a parent (or staff) opens one invoice: the finance pages of issue 25, as bells and emails link it. */
export const parentInvoicePath = (invoiceId: number) => `/finance/invoice/${invoiceId}`
