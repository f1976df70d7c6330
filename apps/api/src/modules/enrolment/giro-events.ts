import { canTransition, EnquiryTransitions, enquiryState } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { selectEnquiry, transitionEnquiry } from '../enquiries'
import { type GiroApproved, type GiroEnded, type GiroReady, selectChildEnquiriesIn } from '../giro'
import { selectEnquiryInvoice } from '../ledger'
import { type LocalWords, tellParent } from '../notifications'
import { enrolmentText } from './notice-texts'
import { completeEnrolment } from './completion'
import { giroSetUp } from './giro'

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

/** What the family reads when the GIRO account that was to pay the registration fee ends (bell and email). */
export const giroEndedNotice = (child: string, status: GiroEnded['status']): LocalWords => {
  const [title, body] =
    status === 'rejected'
      ? (['giroRejectedTitle', 'giroRejected'] as const)
      : (['giroTerminatedTitle', 'giroTerminated'] as const)
  return {
    inLanguage: (language) => ({
      title: enrolmentText(language, title),
      body: enrolmentText(language, body, { child }),
    }),
  }
}

/**
 * The school rejected or terminated a bank account of the child: an enquiry waiting in pending_giro to pay its
 * registration fee by GIRO (the invoice still outstanding) would wait forever, so unless another application of the
 * child still stands, it goes back to the payment step (card and PayNow open) and the family is told.
 */
export async function onGiroEnded(tx: DbOrTx, event: GiroEnded): Promise<void> {
  if (await giroSetUp(tx, event.childId)) return
  for (const { id } of await selectChildEnquiriesIn(tx, event.schoolId, event.childId, ['pending_giro'])) {
    const enquiry = await selectEnquiry(tx, event.schoolId, id, { lock: true })
    if (!enquiry?.active || !canTransition(EnquiryTransitions.reopenRegistrationPayment, enquiry)) continue
    // A paid fee waits in pending_giro for a new application, not for a payment.
    const invoice = await selectEnquiryInvoice(tx, enquiry.fkSchool, enquiry.id, 'registration')
    if (invoice?.status !== 'issued') continue
    await transitionEnquiry(tx, {
      enquiry,
      to: EnquiryTransitions.reopenRegistrationPayment.to,
      action: `giro_${event.status}`,
      actorId: event.actorId,
    })
    await tellParent(
      tx,
      {
        schoolId: enquiry.fkSchool,
        userId: enquiry.fkUser,
        ...giroEndedNotice(`${enquiry.childFirstname} ${enquiry.childLastname}`, event.status),
      },
      event.publicUrl,
    )
  }
}
