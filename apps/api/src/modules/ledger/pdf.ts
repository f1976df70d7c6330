import { PDFDocument, rgb } from 'pdf-lib'
import { formatDate, formatMoney } from '@preschool/domain'
import QRCode from 'qrcode'
import { A4, hexColour, MARGIN, PageWriter } from '../../platform/pdf/page-writer'
import type { InvoiceView } from './mapper'
import type { ReceiptView } from './view-queries'

export interface Brand {
  schoolName: string
  primaryColor: string
  centreLabel: string
  /** Printed as 'GST Reg. No.' on tax invoices; empty when the school is not GST-registered. */
  gstRegistrationNo: string
}

/** The school's colour band with its name and the document's title. */
async function header(w: PageWriter, brand: Brand, title: string) {
  w.page.drawRectangle({
    x: 0,
    y: A4[1] - 90,
    width: A4[0],
    height: 90,
    color: hexColour(brand.primaryColor),
  })
  const white = rgb(1, 1, 1)
  await w.drawAt(brand.schoolName, MARGIN, A4[1] - 45, { size: 18, bold: true, color: white })
  await w.drawAt(`${brand.centreLabel}  |  ${title}`, MARGIN, A4[1] - 68, { size: 11, color: white })
  w.y = A4[1] - 120
}

const COLUMNS = { item: MARGIN, qty: 330, unit: 400, tax: 460, total: A4[0] - MARGIN }

/** A tax invoice: its lines with GST per item, totals, status and, while something is owed, the PayNow QR code. */
export async function renderInvoicePdf(view: InvoiceView, brand: Brand): Promise<Uint8Array> {
  const { invoice, items, payNow } = view
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Tax invoice ${invoice.invoiceNo}`)
  pdf.setAuthor(brand.schoolName)
  const w = await PageWriter.open(pdf)
  await header(w, brand, 'Tax invoice')
  await w.text(`Invoice no: ${invoice.invoiceNo}`, { bold: true, size: 12 })
  if (brand.gstRegistrationNo) await w.text(`GST Reg. No.: ${brand.gstRegistrationNo}`)
  await w.text(`Invoice date: ${formatDate(invoice.invoiceDate)}    Due date: ${formatDate(invoice.dueDate)}`)
  await w.text(invoice.label)
  w.y -= 8
  await w.row(
    [
      { text: 'Item', x: COLUMNS.item },
      { text: 'Qty', x: COLUMNS.qty, right: true },
      { text: 'Unit price', x: COLUMNS.unit, right: true },
      { text: 'GST', x: COLUMNS.tax, right: true },
      { text: 'Amount', x: COLUMNS.total, right: true },
    ],
    { bold: true },
  )
  w.rule()
  for (const item of items)
    await w.row([
      { text: item.label, x: COLUMNS.item },
      { text: String(item.quantity), x: COLUMNS.qty, right: true },
      { text: formatMoney(item.unitPriceCents), x: COLUMNS.unit, right: true },
      { text: formatMoney(item.taxCents), x: COLUMNS.tax, right: true },
      { text: formatMoney(item.amountCents + item.taxCents), x: COLUMNS.total, right: true },
    ])
  w.rule()
  const total = async (label: string, cents: number, bold = false) =>
    await w.row(
      [
        { text: label, x: COLUMNS.tax, right: true },
        { text: formatMoney(cents), x: COLUMNS.total, right: true },
      ],
      { bold },
    )
  await total('Subtotal', invoice.grandTotalCents - invoice.totalTaxCents)
  await total('GST', invoice.totalTaxCents)
  await total('Total', invoice.grandTotalCents, true)
  await total('Outstanding', invoice.outstandingCents, true)
  w.y -= 8
  await w.text(`Status: ${invoice.status}`, { bold: true })
  if (payNow) {
    w.y -= 8
    await w.text(`Pay by PayNow to UEN ${payNow.uen} with reference ${payNow.reference}`, { bold: true })
    const png = await pdf.embedPng(
      await QRCode.toBuffer(payNow.payload, { type: 'png', margin: 1, width: 240 }),
    )
    w.ensure(150)
    w.page.drawImage(png, { x: MARGIN, y: w.y - 140, width: 140, height: 140 })
    w.y -= 150
  }
  return pdf.save({ useObjectStreams: false })
}

/** A receipt of one payment against an invoice. */
export async function renderReceiptPdf(
  receipt: ReceiptView,
  invoiceNo: string,
  brand: Brand,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Receipt ${receipt.receiptNo}`)
  pdf.setAuthor(brand.schoolName)
  const w = await PageWriter.open(pdf)
  await header(w, brand, 'Official receipt')
  await w.text(`Receipt no: ${receipt.receiptNo}`, { bold: true, size: 12 })
  await w.text(`Date: ${formatDate(receipt.createdAt)}`)
  await w.text(`For invoice: ${invoiceNo}`)
  await w.text(`Payment: ${receipt.paymentType.replace('_', ' ')}, reference ${receipt.reference}`)
  w.y -= 8
  await w.text(`Amount received: ${formatMoney(receipt.amountCents)}`, { bold: true, size: 14 })
  return pdf.save({ useObjectStreams: false })
}
