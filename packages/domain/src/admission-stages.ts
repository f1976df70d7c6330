import {
  CLOSED_ENQUIRY_STATES,
  type EnquiryStateCode,
  enquiryState,
  enquiryStateById,
} from './enquiry-states'

/** Enrolment stages (spec 000 section 4): the tabs of the admissions list, in the order they are shown. */
export const AdmissionStage = [
  'pre_registration',
  'pending_registration',
  'waiting_list',
  'document',
  'payment',
  'enrolled',
  'cancelled',
  'blacklisted',
] as const
export type AdmissionStage = (typeof AdmissionStage)[number]

export const AdmissionStageLabel: Record<AdmissionStage, string> = {
  pre_registration: 'Pre-Registration',
  pending_registration: 'Pending Registration',
  waiting_list: 'Waiting List',
  document: 'Document',
  payment: 'Payment',
  enrolled: 'Enrolled',
  cancelled: 'Cancelled',
  blacklisted: 'Blacklisted',
}

/**
 * The states each stage gathers. waiting_list has none of its own: it is an open enquiry of the start, visit or
 * trial group that joined the waitlist (`waitlistedAt` set), see `admissionStageOf`.
 */
export const AdmissionStageStates: Record<
  Exclude<AdmissionStage, 'waiting_list'>,
  readonly EnquiryStateCode[]
> = {
  pre_registration: ['pre_registration'],
  pending_registration: ['pending_form_completion'],
  document: ['pending_document_submission', 'pending_document_verification', 'pending_econsent'],
  payment: ['pending_giro', 'pending_registration_payment'],
  enrolled: ['enrolled'],
  cancelled: ['cancelled_enquiry'],
  blacklisted: ['blacklisted'],
}

/** The state groups an enquiry on the waiting list stands in (before any enrolment step). */
export const WAITING_LIST_GROUPS = ['start', 'visit', 'trial'] as const

/** What the stage of an enquiry depends on. */
export interface AdmissionFacts {
  fkEnquiryState: number
  active: boolean
  waitlistedAt: Date | string | null
}

/** The enrolment stage of an enquiry, or null when it is in none (an enquiry still before the waitlist). */
export function admissionStageOf(enquiry: AdmissionFacts): AdmissionStage | null {
  const state = enquiryStateById(enquiry.fkEnquiryState)
  if (!state) return null
  const code = state.code as EnquiryStateCode
  for (const [stage, codes] of Object.entries(AdmissionStageStates))
    if (codes.includes(code)) return stage as AdmissionStage
  const open = enquiry.active && !CLOSED_ENQUIRY_STATES.includes(code)
  const waiting = (WAITING_LIST_GROUPS as readonly string[]).includes(state.group)
  return open && waiting && enquiry.waitlistedAt !== null ? 'waiting_list' : null
}

/** State ids of a stage (none for waiting_list), for the server's filters. */
export const admissionStageStateIds = (stage: Exclude<AdmissionStage, 'waiting_list'>): number[] =>
  AdmissionStageStates[stage].map((code) => enquiryState(code).id)
