import { enquiryStateCode, LedgerMsg } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { publish } from '../../platform/events/bus'
import { conflict } from '../../platform/errors/domain-error'
import { type EnquiryRow, selectEnquiry } from '../enquiries'
import { invoiceDates, registrationLines } from './billing'
import './events'
import { issueInvoice } from './issue'
import { type InvoiceRow, selectEnquiryInvoice } from './queries'

/** States in which a family owes the registration fee: the invoice is issued on first need there. */
export const REGISTRATION_PAYMENT_STATES = ['pending_registration_payment', 'pending_giro'] as const

/**
 * The enquiry's registration invoice, issued on first call (idempotent). The enquiry's row is locked first, so
 * simultaneous first calls issue one invoice: the later one waits, then finds it (the partial unique index
 * `invoices_enquiry_registration` stands behind this). Once issued it is returned in any state.
 */
export async function registrationInvoiceOf(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  given: EnquiryRow,
): Promise<InvoiceRow> {
  const enquiry = (await selectEnquiry(tx, given.fkSchool, given.id, { lock: true })) ?? given
  const existing = await selectEnquiryInvoice(tx, enquiry.fkSchool, enquiry.id, 'registration')
  if (existing) return existing
  if (!(REGISTRATION_PAYMENT_STATES as readonly string[]).includes(enquiryStateCode(enquiry)))
    throw conflict(LedgerMsg.notAwaitingPayment)
  const invoice = await issueInvoice(tx, {
    schoolId: enquiry.fkSchool,
    centreId: enquiry.fkCentre,
    childId: enquiry.fkChild,
    enquiryId: enquiry.id,
    type: 'registration',
    label: `Registration of ${enquiry.childFirstname} ${enquiry.childLastname}`,
    ...(await invoiceDates(tx, enquiry.fkSchool)),
    lines: await registrationLines(tx, enquiry),
  })
  // Nothing to pay (every item free): paid as issued, so enrolment goes on as after a payment.
  if (invoice.status === 'paid')
    await publish(tx, 'registrationInvoicePaid', {
      schoolId: invoice.fkSchool,
      enquiryId: enquiry.id,
      invoiceId: invoice.id,
      publicUrl: config.publicUrl,
    })
  return invoice
}
