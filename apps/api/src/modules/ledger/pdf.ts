import { PDFDocument, rgb } from 'pdf-lib'
import { formatDate, formatMoney, type Language } from '@preschool/domain'
import QRCode from 'qrcode'
import { A4, hexColour, MARGIN, PageWriter } from '../../platform/pdf/page-writer'
import type { InvoiceView } from './mapper'
import { pdfWords } from './pdf-texts'
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
export async function renderInvoicePdf(
  view: InvoiceView,
  brand: Brand,
  language: Language = 'en',
): Promise<Uint8Array> {
  const { invoice, items, payNow } = view
  const say = pdfWords(language)
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${say('taxInvoice')} ${invoice.invoiceNo}`)
  pdf.setAuthor(brand.schoolName)
  const w = await PageWriter.open(pdf)
  await header(w, brand, say('taxInvoice'))
  await w.text(say('invoiceNo', { no: invoice.invoiceNo }), { bold: true, size: 12 })
  if (brand.gstRegistrationNo) await w.text(say('gstNo', { no: brand.gstRegistrationNo }))
  await w.text(say('dates', { date: formatDate(invoice.invoiceDate), due: formatDate(invoice.dueDate) }))
  await w.text(invoice.label)
  w.y -= 8
  await w.row(
    [
      { text: say('item'), x: COLUMNS.item },
      { text: say('qty'), x: COLUMNS.qty, right: true },
      { text: say('unitPrice'), x: COLUMNS.unit, right: true },
      { text: say('gst'), x: COLUMNS.tax, right: true },
      { text: say('amount'), x: COLUMNS.total, right: true },
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
  await total(say('subtotal'), invoice.grandTotalCents - invoice.totalTaxCents)
  await total(say('gst'), invoice.totalTaxCents)
  await total(say('total'), invoice.grandTotalCents, true)
  await total(say('outstanding'), invoice.outstandingCents, true)
  w.y -= 8
  await w.text(say('status', { status: say(invoice.status) }), { bold: true })
  if (payNow) {
    w.y -= 8
    await w.text(say('payNow', { uen: payNow.uen, reference: payNow.reference }), { bold: true })
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
  language: Language = 'en',
): Promise<Uint8Array> {
  const say = pdfWords(language)
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${say('receipt')} ${receipt.receiptNo}`)
  pdf.setAuthor(brand.schoolName)
  const w = await PageWriter.open(pdf)
  await header(w, brand, say('receipt'))
  await w.text(say('receiptNo', { no: receipt.receiptNo }), { bold: true, size: 12 })
  await w.text(say('date', { date: formatDate(receipt.createdAt) }))
  await w.text(say('forInvoice', { no: invoiceNo }))
  await w.text(say('payment', { type: receipt.paymentType.replace('_', ' '), reference: receipt.reference }))
  w.y -= 8
  await w.text(say('received', { amount: formatMoney(receipt.amountCents) }), { bold: true, size: 14 })
  return pdf.save({ useObjectStreams: false })
}
