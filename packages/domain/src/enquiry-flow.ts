import {
  CLOSED_ENQUIRY_STATES,
  EnquiryFrontendState,
  EnquiryFrontendStateLabel,
  type EnquiryStateCode,
  enquiryState,
} from './enquiry-states'

/**
 * Where an enquiry stands for the parent (the parent-facing flow of spec 000 section 4): the four steps with their
 * status, and what the parent can do next. Derived from the state and the skip flags only, so the server and the
 * web answer the same.
 */
export const EnquiryStepStatus = ['done', 'current', 'upcoming', 'skipped'] as const
export type EnquiryStepStatus = (typeof EnquiryStepStatus)[number]

export const EnquiryNextAction = [
  'book_visit',
  'await_visit_approval',
  'book_trial',
  'await_trial_approval',
  'pay_trial',
  'register',
  /** Booking is the next step, but the centre publishes no times for it: the centre contacts the family. */
  'await_centre_contact',
  'none',
] as const
export type EnquiryNextAction = (typeof EnquiryNextAction)[number]

export interface EnquiryFlowInput {
  stateCode: EnquiryStateCode
  skipCentreVisit: boolean
  skipTrial: boolean
}

export interface EnquiryFlowStep {
  code: EnquiryFrontendState
  label: string
  status: EnquiryStepStatus
}

export interface EnquiryFlow {
  steps: EnquiryFlowStep[]
  /** The step the enquiry is at; null once it is closed (cancelled or blacklisted). */
  current: EnquiryFrontendState | null
  nextAction: EnquiryNextAction
}

/** After the visit step: the trial class, or registration when the trial is skipped. */
const afterVisit = (skipTrial: boolean): EnquiryFrontendState => (skipTrial ? 'registration' : 'trial_class')

/**
 * The step the parent is at. A finished step (visit approved or skipped, trial approved) hands over to the next,
 * and so does a step skipped for the enquiry (skip_visit, skip_trial) while nothing is booked in it: with both
 * skipped there is nothing to schedule, and the enquiry is at registration.
 */
function currentStep({
  stateCode,
  skipCentreVisit,
  skipTrial,
}: EnquiryFlowInput): EnquiryFrontendState | null {
  if (CLOSED_ENQUIRY_STATES.includes(stateCode)) return null
  if (stateCode === 'visit_approved' || stateCode === 'visit_skipped') return afterVisit(skipTrial)
  if (stateCode === 'trial_approved') return 'registration'
  if (skipCentreVisit && stateCode === 'visit') return afterVisit(skipTrial)
  if (skipTrial && (stateCode === 'trial' || stateCode === 'trial_rejected')) return 'registration'
  const step = enquiryState(stateCode).frontendState
  if (step === 'schedule' && skipCentreVisit && skipTrial) return 'registration'
  return step
}

function nextActionOf({ stateCode, skipCentreVisit, skipTrial }: EnquiryFlowInput): EnquiryNextAction {
  const bookTrialOrRegister = skipTrial ? 'register' : 'book_trial'
  switch (stateCode) {
    case 'cancelled_enquiry':
    case 'blacklisted':
      return 'none'
    case 'enquire':
    case 'new_enquiry':
      return skipCentreVisit ? bookTrialOrRegister : 'book_visit'
    case 'visit':
      return skipCentreVisit ? bookTrialOrRegister : 'book_visit'
    case 'visit_rejected':
      return 'book_visit'
    case 'pending_visit':
    case 'scheduled_visit':
      return 'await_visit_approval'
    case 'visit_approved':
    case 'visit_skipped':
      return bookTrialOrRegister
    case 'trial':
    case 'trial_rejected':
      return skipTrial ? 'register' : 'book_trial'
    case 'pending_trial':
    case 'scheduled_trial':
      return 'await_trial_approval'
    case 'pending_trial_payment':
      return 'pay_trial'
    default:
      // trial_approved and every state of the enrolment group.
      return 'register'
  }
}

/**
 * The flow when the centre publishes no times for the booking it asks for next: the parent waits for the centre's
 * call instead of being offered a booking the server would refuse.
 */
export function withoutVisitTimes(flow: EnquiryFlow): EnquiryFlow {
  return flow.nextAction === 'book_visit' || flow.nextAction === 'book_trial'
    ? { ...flow, nextAction: 'await_centre_contact' }
    : flow
}

/** The visit type the next action books, if it books one. */
export const bookedVisitType = (action: EnquiryNextAction): 'centre_visit' | 'trial' | null =>
  action === 'book_visit' ? 'centre_visit' : action === 'book_trial' ? 'trial' : null

export function enquiryFlow(input: EnquiryFlowInput): EnquiryFlow {
  const current = currentStep(input)
  const currentIndex = current === null ? -1 : EnquiryFrontendState.indexOf(current)
  const steps = EnquiryFrontendState.map((code, index): EnquiryFlowStep => {
    const skipped =
      (code === 'centre_visit' && input.skipCentreVisit) || (code === 'trial_class' && input.skipTrial)
    const status: EnquiryStepStatus =
      index === currentIndex ? 'current' : skipped ? 'skipped' : index < currentIndex ? 'done' : 'upcoming'
    return { code, label: EnquiryFrontendStateLabel[code], status }
  })
  return { steps, current, nextAction: nextActionOf(input) }
}
