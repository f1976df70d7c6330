import { PDFDocument, rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import { A4, hexColour, MARGIN, PageWriter } from '../../platform/pdf/page-writer'
import type { InvoiceView } from './mapper'
import type { ReceiptView } from './view-queries'

export interface Brand {
  schoolName: string
  primaryColor: string
  centreLabel: string
}

const money = new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD' })
const dollars = (cents: number) => money.format(cents / 100)

/** The school's colour band with its name and the document's title. */
function header(w: PageWriter, brand: Brand, title: string) {
  w.page.drawRectangle({
    x: 0,
    y: A4[1] - 90,
    width: A4[0],
    height: 90,
    color: hexColour(brand.primaryColor),
  })
  w.page.drawText(brand.schoolName, { x: MARGIN, y: A4[1] - 45, size: 18, font: w.bold, color: rgb(1, 1, 1) })
  w.page.drawText(`${brand.centreLabel}  |  ${title}`, {
    x: MARGIN,
    y: A4[1] - 68,
    size: 11,
    font: w.font,
    color: rgb(1, 1, 1),
  })
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
  header(w, brand, 'Tax invoice')
  w.text(`Invoice no: ${invoice.invoiceNo}`, { bold: true, size: 12 })
  w.text(`Invoice date: ${invoice.invoiceDate}    Due date: ${invoice.dueDate}`)
  w.text(invoice.label)
  w.y -= 8
  w.row(
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
    w.row([
      { text: item.label, x: COLUMNS.item },
      { text: String(item.quantity), x: COLUMNS.qty, right: true },
      { text: dollars(item.unitPriceCents), x: COLUMNS.unit, right: true },
      { text: dollars(item.taxCents), x: COLUMNS.tax, right: true },
      { text: dollars(item.amountCents + item.taxCents), x: COLUMNS.total, right: true },
    ])
  w.rule()
  const total = (label: string, cents: number, bold = false) =>
    w.row(
      [
        { text: label, x: COLUMNS.tax, right: true },
        { text: dollars(cents), x: COLUMNS.total, right: true },
      ],
      { bold },
    )
  total('Subtotal', invoice.grandTotalCents - invoice.totalTaxCents)
  total('GST', invoice.totalTaxCents)
  total('Total', invoice.grandTotalCents, true)
  total('Outstanding', invoice.outstandingCents, true)
  w.y -= 8
  w.text(`Status: ${invoice.status}`, { bold: true })
  if (payNow) {
    w.y -= 8
    w.text(`Pay by PayNow to UEN ${payNow.uen} with reference ${payNow.reference}`, { bold: true })
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
  header(w, brand, 'Official receipt')
  w.text(`Receipt no: ${receipt.receiptNo}`, { bold: true, size: 12 })
  w.text(`Date: ${receipt.createdAt.toISOString().slice(0, 10)}`)
  w.text(`For invoice: ${invoiceNo}`)
  w.text(`Payment: ${receipt.paymentType.replace('_', ' ')}, reference ${receipt.reference}`)
  w.y -= 8
  w.text(`Amount received: ${dollars(receipt.amountCents)}`, { bold: true, size: 14 })
  return pdf.save({ useObjectStreams: false })
}
