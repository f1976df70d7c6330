import { enquiryStateCode } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import { selectEnquiry } from '../enquiries'
import { selectEnquiryInvoice } from '../ledger'
import { giroRequired } from './giro'

/** getEnrolmentStatus: the enquiry's state, whether its registration invoice is paid and GIRO still needed. */
export async function enrolmentStatus(db: DbOrTx, schoolId: number, enquiryId: number) {
  const enquiry = await selectEnquiry(db, schoolId, enquiryId)
  if (!enquiry) throw notFound('Enquiry')
  const state = enquiryStateCode(enquiry)
  const [invoice, giro] = await Promise.all([
    selectEnquiryInvoice(db, schoolId, enquiryId, 'registration'),
    giroRequired(db, schoolId, enquiry.fkChild),
  ])
  return {
    IDEnquiry: enquiry.id,
    state,
    invoicePaid: invoice?.status === 'paid',
    giroRequired: state !== 'enrolled' && giro,
    enrolled: state === 'enrolled',
  }
}
