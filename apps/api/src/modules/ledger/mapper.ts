import type {
  DraftInvoice,
  Invoice,
  InvoiceItem,
  InvoiceReceipt,
  PurchaseItem,
} from '../../generated/graphql'
import type { PayNowDetails } from './paynow'
import type { InvoiceItemRow, InvoiceRow, PurchaseItemRow } from './queries'
import type { ReceiptView } from './view-queries'

type LineLike = Pick<
  InvoiceItemRow,
  'label' | 'quantity' | 'unitPriceCents' | 'taxable' | 'amountCents' | 'taxCents'
>

export const toInvoiceItem = (l: LineLike): InvoiceItem => ({
  label: l.label,
  quantity: l.quantity,
  unitPrice: l.unitPriceCents,
  taxable: l.taxable,
  taxAmount: l.taxCents,
  totalAmount: l.amountCents,
  displayTotalAmount: l.amountCents + l.taxCents,
})

export const toReceipt = (r: ReceiptView): InvoiceReceipt => ({
  ID: r.id,
  IDInvoice: r.invoiceId,
  IDEnquiry: r.enquiryId,
  receiptNo: r.receiptNo,
  amount: r.amountCents,
  paymentType: r.paymentType,
  referenceNo: r.reference,
  createdAt: r.createdAt.toISOString(),
})

export interface InvoiceView {
  invoice: InvoiceRow
  items: InvoiceItemRow[]
  receipts: ReceiptView[]
  payNow: PayNowDetails | null
}

export const toInvoice = ({ invoice, items, receipts, payNow }: InvoiceView): Invoice => ({
  ID: invoice.id,
  fkChild: invoice.fkChild,
  IDEnquiry: invoice.fkEnquiry,
  invoiceNo: invoice.invoiceNo,
  invoiceType: invoice.invoiceType,
  label: invoice.label,
  status: invoice.status,
  invoiceDate: invoice.invoiceDate,
  invoiceDueDate: invoice.dueDate,
  totalAmount: invoice.grandTotalCents - invoice.totalTaxCents,
  totalTaxAmount: invoice.totalTaxCents,
  grandTotal: invoice.grandTotalCents,
  outstandingAmount: invoice.outstandingCents,
  createdAt: invoice.createdAt.toISOString(),
  items: items.map(toInvoiceItem),
  receipts: receipts.map(toReceipt),
  payNow,
})

export function toDraftInvoice(
  enquiryId: number,
  month: string,
  priced: { lines: LineLike[]; subtotalCents: number; totalTaxCents: number; grandTotalCents: number },
): DraftInvoice {
  return {
    IDEnquiry: enquiryId,
    label: `Fees for ${month.slice(0, 7)}`,
    month,
    items: priced.lines.map(toInvoiceItem),
    totalAmount: priced.subtotalCents,
    totalTaxAmount: priced.totalTaxCents,
    grandTotal: priced.grandTotalCents,
  }
}

export const toPurchaseItem = (p: PurchaseItemRow): PurchaseItem => ({
  ID: p.id,
  label: p.label,
  unitPrice: p.unitPriceCents,
  taxable: p.taxable,
  type: p.itemType,
  active: p.active,
})
