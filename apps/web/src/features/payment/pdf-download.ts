import { requestOrThrow } from '../../lib/request'
import { invoicePdfQuery, receiptPdfQuery } from './documents'

/** Saves a PDF the API handed over (base64) as a download, through a short-lived object URL. */
function save(file: { filename: string; contentBase64: string }) {
  const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0))
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export const downloadInvoicePdf = async (IDInvoice: number) =>
  save((await requestOrThrow(invoicePdfQuery, { IDInvoice })).invoicePdf)

export const downloadReceiptPdf = async (IDReceipt: number) =>
  save((await requestOrThrow(receiptPdfQuery, { IDReceipt })).receiptPdf)
