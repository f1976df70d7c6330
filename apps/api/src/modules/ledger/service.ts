import { enquiryStateCode } from '@preschool/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import { selectEnquiry } from '../enquiries'
import { draftMonthlyInvoice, invoiceView } from './invoice-views'
import { selectEnquiryInvoice } from './queries'
import { REGISTRATION_PAYMENT_STATES, registrationInvoiceOf } from './registration-invoice'

const awaitsPayment = (state: string) => (REGISTRATION_PAYMENT_STATES as readonly string[]).includes(state)

/**
 * getEnquiryRegistrationInvoice: the issued invoice in any state; issued on first ask while the enquiry awaits
 * the registration payment; null before that step.
 */
export async function enquiryRegistrationInvoice(
  db: Db,
  config: Config,
  schoolId: number,
  enquiryId: number,
) {
  return db.transaction(async (tx) => {
    const enquiry = await selectEnquiry(tx, schoolId, enquiryId)
    if (!enquiry) throw notFound('Enquiry')
    const invoice =
      (await selectEnquiryInvoice(tx, schoolId, enquiryId, 'registration')) ??
      (awaitsPayment(enquiryStateCode(enquiry)) ? await registrationInvoiceOf(tx, config, enquiry) : null)
    return invoice && invoiceView(tx, invoice)
  })
}

/** getEnquiryDraftMonthlyFeeInvoice: the first month's fees once the enquiry reaches the payment step. */
export async function enquiryDraftMonthlyInvoice(db: Db, schoolId: number, enquiryId: number) {
  const enquiry = await selectEnquiry(db, schoolId, enquiryId)
  if (!enquiry) throw notFound('Enquiry')
  const state = enquiryStateCode(enquiry)
  if (!awaitsPayment(state) && state !== 'enrolled') return null
  return draftMonthlyInvoice(db, enquiry)
}
