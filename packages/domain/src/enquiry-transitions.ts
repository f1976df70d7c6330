import {
  CLOSED_ENQUIRY_STATES,
  ENQUIRY_STATES,
  type EnquiryStateCode,
  enquiryStateById,
} from './enquiry-states'

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

/** The `to` of a step that keeps the enquiry where it is (a trial moved to another time): not a move. */
export const SAME_STATE = 'unchanged'

/**
 * One transition of the enquiry's workflow: where the enquiry must stand (`from`, or, with the centre visit skipped
 * for the enquiry (skip_visit), also `fromWithoutVisit`: the trial is then the first booking) and the state it
 * moves to. Each school's state map (api: modules/statemachine) is seeded from these pairs.
 */
export interface TransitionFrom {
  from: readonly EnquiryStateCode[]
  fromWithoutVisit?: readonly EnquiryStateCode[]
  /** The state the transition moves to (each school's state map is seeded from these). */
  to: EnquiryStateCode | typeof SAME_STATE
}

/** Before any visit is booked. */
const NOTHING_BOOKED: readonly EnquiryStateCode[] = ['enquire', 'new_enquiry', 'visit']

/** Every open state of the start, visit and trial groups: the families waiting for a seat. */
const OPEN_BEFORE_ENROLMENT: readonly EnquiryStateCode[] = [
  'enquire',
  'new_enquiry',
  'visit',
  'pending_visit',
  'scheduled_visit',
  'visit_approved',
  'visit_skipped',
  'visit_rejected',
  'trial',
  'pending_trial',
  'scheduled_trial',
  'pending_trial_payment',
  'trial_approved',
  'trial_rejected',
]

/** Where a booked centre visit can be moved or cancelled: while it waits or is approved, not once the trial began. */
const VISIT_CHANGEABLE: readonly EnquiryStateCode[] = ['pending_visit', 'scheduled_visit', 'visit_approved']

/** Where a trial can be booked: after the centre visit is approved or skipped, or again after a rejection. */
const TRIAL_BOOKABLE: readonly EnquiryStateCode[] = [
  'visit_approved',
  'visit_skipped',
  'trial',
  'trial_rejected',
]

/**
 * Every open state an enquiry can be ended from (cancelled by the family or staff, or blacklisted). An enrolled
 * child leaves through a withdrawal, not from here.
 */
const ENDABLE: readonly EnquiryStateCode[] = ENQUIRY_STATES.map((s) => s.code).filter(
  (code) => !CLOSED_ENQUIRY_STATES.includes(code) && (code as string) !== 'enrolled',
)

/** The registration steps a transfer enquiry passes through at the destination (it skips visit and trial). */
const TRANSFER_REGISTRATION: readonly EnquiryStateCode[] = [
  'pre_registration',
  'pending_form_completion',
  'pending_document_submission',
  'pending_document_verification',
  'pending_econsent',
  'pending_registration_payment',
  'pending_giro',
]

/**
 * Every transition of the enquiry's workflows (api: modules/visits/booking.ts, decisions.ts, enquiries, blacklist),
 * each with its from-states and its target. One place, so the server's checks, the screens that offer a step and
 * each school's default state map agree. A transition added here is allowed by every school's map (synced at start).
 */
export const EnquiryTransitions = {
  /** A centre visit can be booked before any visit, or again after one was rejected or cancelled. */
  bookVisit: { from: [...NOTHING_BOOKED, 'visit_rejected'], to: 'pending_visit' },
  /** A free trial class (or one whose fee is already paid) waits for approval. */
  bookTrial: { from: TRIAL_BOOKABLE, fromWithoutVisit: NOTHING_BOOKED, to: 'pending_trial' },
  /** A trial class with a fee to pay waits for the payment first. */
  bookPaidTrial: { from: TRIAL_BOOKABLE, fromWithoutVisit: NOTHING_BOOKED, to: 'pending_trial_payment' },
  /** A moved centre visit waits for approval again. */
  rescheduleVisit: { from: VISIT_CHANGEABLE, to: 'pending_visit' },
  /** A cancelled centre visit sends the enquiry back to the visit step, where the parent can book again. */
  cancelVisit: { from: VISIT_CHANGEABLE, to: 'visit' },
  /** A moved trial keeps its state (waiting for approval or for its fee). */
  changeTrial: { from: ['pending_trial', 'scheduled_trial', 'pending_trial_payment'], to: SAME_STATE },
  approveVisit: { from: ['pending_visit', 'scheduled_visit'], to: 'visit_approved' },
  rejectVisit: { from: ['pending_visit', 'scheduled_visit'], to: 'visit_rejected' },
  approveTrial: { from: ['pending_trial', 'scheduled_trial'], to: 'trial_approved' },
  rejectTrial: { from: ['pending_trial', 'scheduled_trial', 'pending_trial_payment'], to: 'trial_rejected' },
  recordTrialPayment: { from: ['pending_trial_payment'], to: 'pending_trial' },
  /** Before the centre visit is decided: nothing booked yet, booked and waiting, or rejected. */
  skipVisit: {
    from: [...NOTHING_BOOKED, 'pending_visit', 'scheduled_visit', 'visit_rejected'],
    to: 'visit_skipped',
  },
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
    to: 'enrolment',
  },
  /** The parent starts registering for the place offered (the seat offer becomes accepted). */
  startRegistration: { from: ['pre_registration'], to: 'pending_form_completion' },
  /** Every step of the enrolment form and additional information is complete: documents are next. */
  markAsCompleted: { from: ['pending_form_completion'], to: 'pending_document_submission' },
  /** Offering a place (waitlist): any open enquiry before enrolment; a seat is reserved with it. */
  offerPlace: { from: OPEN_BEFORE_ENROLMENT, to: 'pre_registration' },
  /**
   * The family declines the offered place, or its due date passes (the lapse job): the seat is freed and the family
   * goes back to the waitlist as an enquiry (decision 0019).
   */
  declineOffer: { from: ['pre_registration'], to: 'enquire' },
  /** The family or staff cancel an open enquiry. */
  cancelEnquiry: { from: ENDABLE, to: 'cancelled_enquiry' },
  /** An approved blacklisting (or a blacklisted family's new enquiry) ends the enquiry. */
  blacklistEnquiry: { from: ENDABLE, to: 'blacklisted' },
  // Documents and e-consent (api: modules/documents/review.ts, modules/esign/signing.ts).
  /** The family (or staff for them) says every document is in: setDocumentUploadAsCompleted, submitForEndorsement. */
  submitDocuments: { from: ['pending_document_submission'], to: 'pending_document_verification' },
  /** A rejected document sends the family back to upload a new one. */
  rejectDocument: { from: ['pending_document_verification'], to: 'pending_document_submission' },
  /** Every required document verified or marked not required. */
  documentsVerified: { from: ['pending_document_verification'], to: 'pending_econsent' },
  /** Every participant signed the consent form. */
  consentSigned: { from: ['pending_econsent'], to: 'pending_registration_payment' },
  // Payment and enrolment (api: modules/enrolment, modules/giro; decision 0026).
  /**
   * The registration fee is paid but the child has no GIRO arrangement yet (and the school does not skip it), or the
   * family pays the fee by GIRO: the enquiry waits for GIRO.
   */
  awaitGiro: { from: ['pending_registration_payment'], to: 'pending_giro' },
  /**
   * The GIRO account that was to pay the unpaid registration fee is rejected or terminated (and the child has no other
   * application): the family pays the fee again by card or PayNow, or applies again.
   */
  reopenRegistrationPayment: { from: ['pending_giro'], to: 'pending_registration_payment' },
  /** The registration invoice is paid and GIRO is set up (or skipped by the school): the child is enrolled. */
  completeEnrolment: { from: ['pending_registration_payment', 'pending_giro'], to: 'enrolled' },
  /**
   * A transfer enquiry (made at the destination centre when a transfer is approved) is enrolled when the transfer
   * completes, from whichever registration step the destination had reached (api: modules/transfers).
   */
  completeTransfer: { from: TRANSFER_REGISTRATION, to: 'enrolled' },
} as const satisfies Record<string, TransitionFrom>

/** The (from, to) pairs of the transitions, each once, in declaration order: every school's default state map. */
export function defaultStateMap(
  transitions: Record<string, TransitionFrom> = EnquiryTransitions,
): { from: EnquiryStateCode; to: EnquiryStateCode }[] {
  const seen = new Set<string>()
  const pairs: { from: EnquiryStateCode; to: EnquiryStateCode }[] = []
  for (const t of Object.values(transitions)) {
    if (t.to === SAME_STATE) continue
    for (const from of [...t.from, ...(t.fromWithoutVisit ?? [])]) {
      const key = `${from}>${t.to}`
      if (from === t.to || seen.has(key)) continue
      seen.add(key)
      pairs.push({ from, to: t.to })
    }
  }
  return pairs
}

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
