import { canTransition, EnquiryTransitions, enquiryState } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { selectEnquiry } from '../enquiries'
import { type GiroApproved, type GiroReady, selectChildEnquiriesIn } from '../giro'
import { selectEnquiryInvoice } from '../ledger'
import { completeEnrolment } from './completion'

const waitingForGiro = enquiryState('pending_giro').id

/**
 * A GIRO application was saved (decision 0026): an enquiry waiting in pending_giro whose registration invoice is
 * paid is enrolled now. A family paying the fee by GIRO (invoice still outstanding) waits for the bank's approval.
 */
export async function onGiroReady(tx: DbOrTx, event: GiroReady): Promise<void> {
  if (event.enquiryId === null) return
  const enquiry = await selectEnquiry(tx, event.schoolId, event.enquiryId, { lock: true })
  if (!enquiry?.active || !canTransition(EnquiryTransitions.completeEnrolment, enquiry)) return
  if (enquiry.fkEnquiryState !== waitingForGiro) return
  const invoice = await selectEnquiryInvoice(tx, enquiry.fkSchool, enquiry.id, 'registration')
  if (invoice?.status !== 'paid') return
  await completeEnrolment(tx, { publicUrl: event.publicUrl }, enquiry, null)
}

/**
 * The school approved a bank account of the child: every enquiry of the child waiting in pending_giro is enrolled
 * (paid and waiting for GIRO, or paying the fee by GIRO: the first deduction settles the invoice).
 */
export async function onGiroApproved(tx: DbOrTx, event: GiroApproved): Promise<void> {
  for (const { id } of await selectChildEnquiriesIn(tx, event.schoolId, event.childId, ['pending_giro'])) {
    const enquiry = await selectEnquiry(tx, event.schoolId, id, { lock: true })
    if (!enquiry?.active || enquiry.fkEnquiryState !== waitingForGiro) continue
    await completeEnrolment(tx, { publicUrl: event.publicUrl }, enquiry, null)
  }
}
