import { documentNo, priceLines } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { BillableLineWithItem } from './billing'
import { gstRateOf } from './billing'
import { type InvoiceRow, insertInvoice, takeDocumentNumber } from './queries'

export interface InvoiceToIssue {
  schoolId: number
  centreId: number
  childId: number
  enquiryId: number | null
  type: InvoiceRow['invoiceType']
  label: string
  invoiceDate: string
  dueDate: string
  lines: BillableLineWithItem[]
  /** The form's idempotency key (ad hoc invoices); the caller has looked it up under lockRequestKey. */
  requestKey?: string | null
}

/**
 * Issues an invoice in the caller's transaction: prices the lines with the school's GST rate (per line, half-up),
 * takes the school's next invoice number and writes the invoice with its items. From here it never changes but by
 * payments (decision 0026).
 */
export async function issueInvoice(tx: DbOrTx, invoice: InvoiceToIssue): Promise<InvoiceRow> {
  const priced = priceLines(invoice.lines, await gstRateOf(tx, invoice.schoolId))
  const no = await takeDocumentNumber(tx, invoice.schoolId, 'invoice')
  return insertInvoice(
    tx,
    {
      fkSchool: invoice.schoolId,
      fkCentre: invoice.centreId,
      fkChild: invoice.childId,
      fkEnquiry: invoice.enquiryId,
      invoiceNo: documentNo('INV', no),
      invoiceType: invoice.type,
      label: invoice.label,
      status: priced.grandTotalCents === 0 ? 'paid' : 'issued',
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      totalTaxCents: priced.totalTaxCents,
      grandTotalCents: priced.grandTotalCents,
      outstandingCents: priced.grandTotalCents,
      requestKey: invoice.requestKey ?? null,
    },
    priced.lines.map((l, i) => ({
      fkPurchaseItem: invoice.lines[i].fkPurchaseItem,
      label: l.label,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      taxable: l.taxable,
      amountCents: l.amountCents,
      taxCents: l.taxCents,
      explanation: invoice.lines[i].explanation ?? null,
    })),
  )
}
