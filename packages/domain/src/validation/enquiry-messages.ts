import { MAX_INTERESTED_CENTRES } from '../constants'

/**
 * The enquiry's refusals (spec 000 sections 3 to 5), apart from the rules in `enquiry.ts` so the form can compare a
 * server answer with them without loading zod and the phone metadata (decision 0032).
 */
export const EnquiryMsg = {
  tooManyCentres: `Select up to ${MAX_INTERESTED_CENTRES} centres`,
  centresRequired: 'Select at least one centre',
  centresDuplicate: 'Each centre can be selected once',
  levelMismatch: "The level does not match the child's age at the enrolment date",
  birthCertificateFormat:
    'Enter a valid NRIC or birth certificate number: S, T, F, G or M, 7 digits and the check letter (such as T1234567J)',
  nameTooLong: 'At most 60 characters',
  closed: 'This enquiry is closed',
  changed: 'This enquiry has just been changed. Please reload and try again.',
  centreUnavailable: 'A chosen centre is not available. Please choose the centres again.',
  centreNotOffering: (centre: string) =>
    `${centre} does not offer this level and programme. Please choose the centres again.`,
  programNotOfLevel: 'Choose a programme of the suggested level',
  beyondPeriod: (months: number) =>
    `Enrolment can be planned at most ${months} month${months === 1 ? '' : 's'} ahead`,
  emailNotYours: 'Use the email address of your account to enquire while signed in',
  /**
   * Sent with the code E014, which the form shows as 'An existing account is associated with this email address.'
   * (with the login link); a client reading only the message maps its 'Duplicate entry' to the catalogue's wording.
   */
  emailTaken: 'Duplicate entry: an account already uses this email address. Please log in to enquire.',
  /** The server wording the web maps to 'This mobile number has already been registered with our system.'. */
  mobileTaken: 'An account with the same identification number or mobile already exists',
  openEnquiryAt: (centre: string) => `This child already has an open enquiry at ${centre}`,
  openEnquiryRace: 'This child already has an open enquiry at one of the chosen centres',
  submittedTwice: 'This enquiry was just submitted. Please check your email before trying again.',
  centreHasOpenEnquiries: 'This centre has open enquiries. Deactivate it instead.',
  /** An option value the school does not offer (or no longer does): checked on the server per field. */
  optionNotOffered: (field: string) =>
    `${field} is not one of the options this school offers. Please choose again.`,
} as const
