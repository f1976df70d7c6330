import type { EnquiryStateCode } from '@preschool/domain'

/** A family the admissions screens list: child, parent, centre, the state it stands in, for how many days. */
export interface DemoAdmission {
  child: [firstname: string, lastname: string]
  parent: [firstname: string, lastname: string]
  centre: string
  state: EnquiryStateCode
  daysInState: number
  /** On the waitlist (an open early enquiry with waitlisted_at). */
  waitlisted?: true
}

/**
 * Families at Tampines and Punggol (the centre staff's and the principal's centres) in every enrolment stage, so
 * /pre-enrolment shows each tab with a count; one Tampines family is on the blacklist, one more is requested.
 */
export const demoAdmissions: readonly DemoAdmission[] = [
  {
    child: ['Caleb', 'Tan'],
    parent: ['Grace', 'Tan'],
    centre: 'LS-TMP',
    state: 'pre_registration',
    daysInState: 2,
  },
  {
    child: ['Megan', 'Ng'],
    parent: ['Kelvin', 'Ng'],
    centre: 'LS-PGL',
    state: 'pre_registration',
    daysInState: 5,
  },
  {
    child: ['Aarav', 'Kumar'],
    parent: ['Divya', 'Kumar'],
    centre: 'LS-TMP',
    state: 'pending_form_completion',
    daysInState: 3,
  },
  {
    child: ['Nur', 'Hakim'],
    parent: ['Siti', 'Hakim'],
    centre: 'LS-TMP',
    state: 'pending_document_submission',
    daysInState: 6,
  },
  {
    child: ['Lucas', 'Wong'],
    parent: ['Michelle', 'Wong'],
    centre: 'LS-PGL',
    state: 'pending_document_verification',
    daysInState: 1,
  },
  {
    child: ['Isabelle', 'Lee'],
    parent: ['Daniel', 'Lee'],
    centre: 'LS-TMP',
    state: 'pending_econsent',
    daysInState: 4,
  },
  {
    child: ['Ryan', 'Goh'],
    parent: ['Joanne', 'Goh'],
    centre: 'LS-TMP',
    state: 'pending_registration_payment',
    daysInState: 2,
  },
  {
    child: ['Sophia', 'Chua'],
    parent: ['Marcus', 'Chua'],
    centre: 'LS-TMP',
    state: 'enrolled',
    daysInState: 20,
  },
  {
    child: ['Adam', 'Ismail'],
    parent: ['Nadia', 'Ismail'],
    centre: 'LS-TMP',
    state: 'visit_approved',
    daysInState: 12,
    waitlisted: true,
  },
  {
    child: ['Zoe', 'Teo'],
    parent: ['Benjamin', 'Teo'],
    centre: 'LS-PGL',
    state: 'cancelled_enquiry',
    daysInState: 9,
  },
  {
    child: ['Max', 'Koh'],
    parent: ['Rachel', 'Koh'],
    centre: 'LS-TMP',
    state: 'blacklisted',
    daysInState: 30,
  },
  {
    child: ['Olivia', 'Sim'],
    parent: ['Terence', 'Sim'],
    centre: 'LS-TMP',
    state: 'new_enquiry',
    daysInState: 1,
  },
]

/** The listed family (by child's first name) and the one a centre staff member asks to list. */
export const demoBlacklisted = { child: 'Max', reason: 'Unpaid Fees', remark: 'Three months of fees unpaid' }
export const demoBlacklistRequest = {
  child: 'Olivia',
  reason: 'Repeated No-Show',
  remark: 'Booked and missed four centre visits',
  requestedBy: 'staff@littlesteps.demo',
}
