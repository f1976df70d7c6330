/**
 * Enquiry states (spec 000 section 4, spec 002 "Enquiry state groups"). The ids are stable: the database's
 * enquiry_states table holds exactly these rows (seeded by migration), and `fkEnquiryState` is one of them.
 */
export const EnquiryStateGroup = ['start', 'visit', 'trial', 'enrolment'] as const
export type EnquiryStateGroup = (typeof EnquiryStateGroup)[number]

/** The parent-facing steps, in order: what the parent does next. */
export const EnquiryFrontendState = ['schedule', 'centre_visit', 'trial_class', 'registration'] as const
export type EnquiryFrontendState = (typeof EnquiryFrontendState)[number]

export const EnquiryFrontendStateLabel: Record<EnquiryFrontendState, string> = {
  schedule: 'Schedule',
  centre_visit: 'Centre Visit',
  trial_class: 'Trial Class',
  registration: 'Registration',
}

interface EnquiryStateDef {
  id: number
  code: string
  label: string
  group: EnquiryStateGroup
  frontendState: EnquiryFrontendState
}

export const ENQUIRY_STATES = [
  { id: 1, code: 'enquire', label: 'Enquire', group: 'start', frontendState: 'schedule' },
  { id: 2, code: 'new_enquiry', label: 'New Enquiry', group: 'start', frontendState: 'schedule' },
  { id: 3, code: 'cancelled_enquiry', label: 'Cancelled', group: 'start', frontendState: 'schedule' },
  { id: 4, code: 'blacklisted', label: 'Blacklisted', group: 'start', frontendState: 'schedule' },
  { id: 10, code: 'visit', label: 'Visit', group: 'visit', frontendState: 'centre_visit' },
  { id: 11, code: 'pending_visit', label: 'Pending Visit', group: 'visit', frontendState: 'centre_visit' },
  {
    id: 12,
    code: 'scheduled_visit',
    label: 'Scheduled Visit',
    group: 'visit',
    frontendState: 'centre_visit',
  },
  { id: 13, code: 'visit_approved', label: 'Visit Approved', group: 'visit', frontendState: 'centre_visit' },
  { id: 14, code: 'visit_skipped', label: 'Visit Skipped', group: 'visit', frontendState: 'centre_visit' },
  { id: 15, code: 'visit_rejected', label: 'Visit Rejected', group: 'visit', frontendState: 'centre_visit' },
  { id: 20, code: 'trial', label: 'Trial', group: 'trial', frontendState: 'trial_class' },
  { id: 21, code: 'pending_trial', label: 'Pending Trial', group: 'trial', frontendState: 'trial_class' },
  { id: 22, code: 'scheduled_trial', label: 'Scheduled Trial', group: 'trial', frontendState: 'trial_class' },
  {
    id: 23,
    code: 'pending_trial_payment',
    label: 'Pending Trial Payment',
    group: 'trial',
    frontendState: 'trial_class',
  },
  { id: 24, code: 'trial_approved', label: 'Trial Approved', group: 'trial', frontendState: 'trial_class' },
  { id: 25, code: 'trial_rejected', label: 'Trial Rejected', group: 'trial', frontendState: 'trial_class' },
  { id: 30, code: 'enrolment', label: 'Enrolment', group: 'enrolment', frontendState: 'registration' },
  {
    id: 31,
    code: 'pre_registration',
    label: 'Pre-Registration',
    group: 'enrolment',
    frontendState: 'registration',
  },
  {
    id: 32,
    code: 'pending_form_completion',
    label: 'Pending Form Completion',
    group: 'enrolment',
    frontendState: 'registration',
  },
  {
    id: 33,
    code: 'pending_document_submission',
    label: 'Pending Document Submission',
    group: 'enrolment',
    frontendState: 'registration',
  },
  {
    id: 34,
    code: 'pending_document_verification',
    label: 'Pending Document Verification',
    group: 'enrolment',
    frontendState: 'registration',
  },
  {
    id: 35,
    code: 'pending_econsent',
    label: 'Pending E-Consent',
    group: 'enrolment',
    frontendState: 'registration',
  },
  { id: 36, code: 'pending_giro', label: 'Pending GIRO', group: 'enrolment', frontendState: 'registration' },
  {
    id: 37,
    code: 'pending_registration_payment',
    label: 'Pending Registration Payment',
    group: 'enrolment',
    frontendState: 'registration',
  },
  /** Registration paid and the child placed: the end of the flow, still open so admissions list it as enrolled. */
  { id: 38, code: 'enrolled', label: 'Enrolled', group: 'enrolment', frontendState: 'registration' },
] as const satisfies readonly EnquiryStateDef[]

export type EnquiryStateCode = (typeof ENQUIRY_STATES)[number]['code']

const byCode = new Map<string, EnquiryStateDef>(ENQUIRY_STATES.map((s) => [s.code, s]))
const byId = new Map<number, EnquiryStateDef>(ENQUIRY_STATES.map((s) => [s.id, s]))

/** The state with this code; the code is checked by the type system. */
export const enquiryState = (code: EnquiryStateCode): EnquiryStateDef => byCode.get(code)!

export const enquiryStateById = (id: number): EnquiryStateDef | undefined => byId.get(id)

/** States that end an enquiry: it no longer appears in the default lists and cannot move on. */
export const CLOSED_ENQUIRY_STATES: readonly EnquiryStateCode[] = ['cancelled_enquiry', 'blacklisted']

/** Visit statuses (spec 000 section 4): stored value and the text shown for it. */
export const VisitStatus = ['created', 'completed', 'rejected', 'cancelled', 'skipped'] as const
export type VisitStatus = (typeof VisitStatus)[number]
export const VisitStatusText: Partial<Record<VisitStatus, string>> = {
  created: 'Pending centre visit',
  rejected: 'Centre Visit Rejected',
  completed: 'Centre Visit Approved',
}
export const ApprovalDisplay = {
  pending: 'Pending Approval',
  approved: 'Approved',
  declined: 'Declined',
} as const

/** What a visit is for: the centre visit or the trial class. */
export const VisitType = ['centre_visit', 'trial'] as const
export type VisitType = (typeof VisitType)[number]

export const RecurType = ['none', 'daily', 'weekly', 'monthly'] as const
export type RecurType = (typeof RecurType)[number]

export const TrialPaymentStatus = ['pending', 'completed'] as const
export type TrialPaymentStatus = (typeof TrialPaymentStatus)[number]
