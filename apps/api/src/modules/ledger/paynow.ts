import { centsToDecimal, SchoolConfigKey } from '@preschool/domain'
import PaynowQR from 'paynowqr'
import type { DbOrTx } from '../../db/client'
import { selectSchool, selectSchoolConfig } from '../tenancy'
import type { InvoiceRow } from './queries'

export interface PayNowDetails {
  uen: string
  reference: string
  amount: number
  payload: string
}

/** SGQR caps the merchant name at 25 characters. */
const MERCHANT_NAME_MAX = 25

/**
 * The merchant name in printable ASCII: the QR library writes each field's length in UTF-16 units while banking
 * apps read bytes, so one 'è' or Chinese character would shift every field after it and the QR would not scan.
 */
const asciiName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MERCHANT_NAME_MAX)
    .trim() || 'School'

/** What every PayNow QR of a school needs: its UEN and its name. Null without a UEN. */
export async function payNowSchoolOf(db: DbOrTx, schoolId: number) {
  const uen = (await selectSchoolConfig(db, schoolId, SchoolConfigKey.paynowUen))?.value.trim() ?? ''
  if (!uen) return null
  const school = await selectSchool(db, schoolId)
  return { uen, company: asciiName(school?.name ?? '') }
}
export type PayNowSchool = Awaited<ReturnType<typeof payNowSchoolOf>>

/**
 * The SGQR payload paying what is outstanding on the invoice to the school's UEN, the invoice number as the
 * reference (what staff match on the bank statement), the amount fixed. Null without a UEN or nothing to pay.
 */
export function payNowFor(school: PayNowSchool, invoice: InvoiceRow): PayNowDetails | null {
  if (!school || invoice.status !== 'issued' || invoice.outstandingCents === 0) return null
  const payload = new PaynowQR({
    uen: school.uen,
    amount: Number(centsToDecimal(invoice.outstandingCents)),
    refNumber: invoice.invoiceNo,
    editable: false,
    company: school.company,
  }).output()
  return { uen: school.uen, reference: invoice.invoiceNo, amount: invoice.outstandingCents, payload }
}
