import { SchoolConfigKey } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import { loadMailTheme } from '../../platform/mail/layout'
import { invoiceView } from './invoice-views'
import { type Brand, renderInvoicePdf, renderReceiptPdf } from './pdf'
import { selectCentreLabel, selectInvoice } from './queries'
import { selectLanguage } from '../identity'
import { selectSchoolConfig } from '../tenancy'
import { selectReceiptView } from './view-queries'

async function brandOf(db: DbOrTx, schoolId: number, centreId: number): Promise<Brand> {
  // The mail theme is the school's brand as configured (name, validated primary colour); no link is made from it.
  const [theme, centreLabel, gstNo] = await Promise.all([
    loadMailTheme(db, schoolId, ''),
    selectCentreLabel(db, centreId),
    selectSchoolConfig(db, schoolId, SchoolConfigKey.gstRegistrationNo),
  ])
  return {
    schoolName: theme.schoolName,
    primaryColor: theme.primaryColor,
    centreLabel,
    gstRegistrationNo: gstNo?.value.trim() ?? '',
  }
}

const asFile = (filename: string, bytes: Uint8Array) => ({
  filename,
  contentBase64: Buffer.from(bytes).toString('base64'),
})

/**
 * The invoice as a PDF, rendered from the stored (immutable) rows, so every rendering is the same document; its
 * fixed words in the reader's chosen language (the account's, as the emails).
 */
export async function invoicePdfFile(db: DbOrTx, schoolId: number, invoiceId: number, readerId: number) {
  const invoice = await selectInvoice(db, schoolId, invoiceId)
  if (!invoice) throw notFound('Invoice')
  const [view, brand, language] = await Promise.all([
    invoiceView(db, invoice),
    brandOf(db, schoolId, invoice.fkCentre),
    selectLanguage(db, readerId),
  ])
  return asFile(`${invoice.invoiceNo}.pdf`, await renderInvoicePdf(view, brand, language))
}

export async function receiptPdfFile(db: DbOrTx, schoolId: number, receiptId: number, readerId: number) {
  const receipt = await selectReceiptView(db, schoolId, receiptId)
  if (!receipt) throw notFound('Receipt')
  const invoice = await selectInvoice(db, schoolId, receipt.invoiceId)
  if (!invoice) throw notFound('Invoice')
  const [brand, language] = await Promise.all([
    brandOf(db, schoolId, invoice.fkCentre),
    selectLanguage(db, readerId),
  ])
  return asFile(
    `${receipt.receiptNo}.pdf`,
    await renderReceiptPdf(receipt, invoice.invoiceNo, brand, language),
  )
}
