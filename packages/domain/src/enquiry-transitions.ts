import { CLOSED_ENQUIRY_STATES, type EnquiryStateCode, enquiryStateById } from './enquiry-states'

/** What the transition rules need of a stored enquiry. */
export interface EnquiryStateFacts {
  id: number
  active: boolean
  fkEnquiryState: number
  skipCentreVisit: boolean
}

/** The code of a stored enquiry's state; an id outside ENQUIRY_STATES is a corrupt row, not a user mistake. */
export function enquiryStateCode(
  enquiry: Pick<EnquiryStateFacts, 'id' | 'fkEnquiryState'>,
): EnquiryStateCode {
  const state = enquiryStateById(enquiry.fkEnquiryState)
  if (!state) throw new Error(`enquiry ${enquiry.id} has unknown state ${enquiry.fkEnquiryState}`)
  return state.code as EnquiryStateCode
}

/** Open: active and neither cancelled nor blacklisted. Only open enquiries move on. */
export function isOpenEnquiry(enquiry: Pick<EnquiryStateFacts, 'active' | 'fkEnquiryState'>): boolean {
  const code = enquiryStateById(enquiry.fkEnquiryState)?.code as EnquiryStateCode | undefined
  return enquiry.active && code !== undefined && !CLOSED_ENQUIRY_STATES.includes(code)
}

/**
 * Where an enquiry must stand for one transition of its workflow: `from`, or, with the centre visit skipped for the
 * enquiry (skip_visit), also `fromWithoutVisit` (the trial is then the first booking).
 */
export interface TransitionFrom {
  from: readonly EnquiryStateCode[]
  /** The state the transition moves the enquiry to. */
  to?: EnquiryStateCode
  fromWithoutVisit?: readonly EnquiryStateCode[]
}

/** Before any visit is booked. */
const NOTHING_BOOKED: readonly EnquiryStateCode[] = ['enquire', 'new_enquiry', 'visit']

/**
 * The from-states of every transition of the visit workflows (api: modules/visits/booking.ts, decisions.ts). One
 * place, so the server's checks and any screen that offers the step agree.
 */
export const EnquiryTransitions = {
  /** A centre visit can be booked before any visit, or again after one was rejected or cancelled. */
  bookVisit: { from: [...NOTHING_BOOKED, 'visit_rejected'] },
  /** A trial class once the centre visit is approved or skipped, or again after a rejection. */
  bookTrial: {
    from: ['visit_approved', 'visit_skipped', 'trial', 'trial_rejected'],
    fromWithoutVisit: NOTHING_BOOKED,
  },
  /** A booked centre visit can be moved or cancelled while it waits or is approved, not once the trial began. */
  changeVisit: { from: ['pending_visit', 'scheduled_visit', 'visit_approved'] },
  changeTrial: { from: ['pending_trial', 'scheduled_trial', 'pending_trial_payment'] },
  approveVisit: { from: ['pending_visit', 'scheduled_visit'] },
  rejectVisit: { from: ['pending_visit', 'scheduled_visit'] },
  approveTrial: { from: ['pending_trial', 'scheduled_trial'] },
  rejectTrial: { from: ['pending_trial', 'scheduled_trial', 'pending_trial_payment'] },
  recordTrialPayment: { from: ['pending_trial_payment'] },
  /** Before the centre visit is decided: nothing booked yet, booked and waiting, or rejected. */
  skipVisit: { from: [...NOTHING_BOOKED, 'pending_visit', 'scheduled_visit', 'visit_rejected'] },
  /** After the centre visit and before the trial is approved. */
  skipTrial: {
    from: [
      'visit_approved',
      'visit_skipped',
      'trial',
      'pending_trial',
      'scheduled_trial',
      'pending_trial_payment',
      'trial_rejected',
    ],
    fromWithoutVisit: NOTHING_BOOKED,
  },
  // Documents and e-consent (api: modules/documents/review.ts, modules/esign/signing.ts).
  /** The family (or staff for them) says every document is in: setDocumentUploadAsCompleted, submitForEndorsement. */
  submitDocuments: { from: ['pending_document_submission'], to: 'pending_document_verification' },
  /** A rejected document sends the family back to upload a new one. */
  rejectDocument: { from: ['pending_document_verification'], to: 'pending_document_submission' },
  /** Every required document verified or marked not required. */
  documentsVerified: { from: ['pending_document_verification'], to: 'pending_econsent' },
  /** Every participant signed the consent form. */
  consentSigned: { from: ['pending_econsent'], to: 'pending_registration_payment' },
} as const satisfies Record<string, TransitionFrom>

/** Whether the enquiry stands where the transition may start (its skip flag counted). */
export function canTransition(
  rule: TransitionFrom,
  enquiry: Pick<EnquiryStateFacts, 'id' | 'fkEnquiryState' | 'skipCentreVisit'>,
): boolean {
  const code = enquiryStateCode(enquiry)
  return (
    rule.from.includes(code) ||
    (enquiry.skipCentreVisit && rule.fromWithoutVisit !== undefined && rule.fromWithoutVisit.includes(code))
  )
}
