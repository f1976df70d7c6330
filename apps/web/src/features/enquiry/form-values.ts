import { DEFAULT_CALLING_CODE, ErrorCode, Messages, stripGraphQLPrefix } from '@preschool/domain'

// The rules (zod, the phone metadata) are in form-schema.ts, loaded after the form's first paint.
export type { EnquiryFormOutput } from './form-schema'

/** The enquiry form's values (spec 000 section 3, Enquiry form values). Option values are the codes' labels. */
export interface EnquiryFormValues {
  parent: {
    firstName: string
    lastName: string
    email: string
    confirmEmail: string
    /** '' when not given (the option is nullable). */
    monthlyHouseholdIncome: string
    mobileCountryCode: string
    mobileNumber: string
    workplaceStaff: string
  }
  child: {
    firstName: string
    lastName: string
    /** YYYY-MM-DD as typed. */
    dateOfBirth: string
    birthCertificate: string
    childIsUnborn: boolean
    nationality: string
    race: string
    /** YYYY-MM, one of the enrolment month options. */
    enrolmentPlan: string
    /** The programme ID ('' until chosen: a select's value). */
    programme: string
    /** The suggested level's ID. */
    serviceLevel: number | null
    location: { lat: number; lng: number } | null
  }
  /** The chosen centres, in the order chosen (at most 3). */
  centreIDs: number[]
  /** The PDPA notice's box, ticked. */
  pdpaConsent: boolean
}

/** What the form's rules depend on besides the values: today, and the answers of the server checks. */
export interface EnquiryFormContext {
  /** The school's date, YYYY-MM-DD. */
  today: string
  /** suggestLevel answered that no level fits the child at the planned start. */
  noLevel: boolean
  /** isExistingParent answered yes (or E014) for the email as it is now. */
  emailTaken: boolean
  /** isExistingChild answered yes for the birth certificate as it is now. */
  childTaken: boolean
}

export const emptyEnquiryForm = (): EnquiryFormValues => ({
  parent: {
    firstName: '',
    lastName: '',
    email: '',
    confirmEmail: '',
    monthlyHouseholdIncome: '',
    mobileCountryCode: DEFAULT_CALLING_CODE,
    mobileNumber: '',
    workplaceStaff: '',
  },
  child: {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    birthCertificate: '',
    childIsUnborn: false,
    nationality: '',
    race: '',
    enrolmentPlan: '',
    programme: '',
    serviceLevel: null,
    location: null,
  },
  centreIDs: [],
  pdpaConsent: false,
})

/** The enrolment date the server gets for a month option: the month plus '-01'. */
export const enrolmentDate = (month: string) => `${month}-01`

/** A refused submit as the error line shows it (spec 000 section 8). */
export function submitErrorMessage(
  error: { message?: string | null; code?: string | null } | undefined,
): string {
  if (error?.code === ErrorCode.ExistingParent) return Messages.existingAccountEmail
  const message = stripGraphQLPrefix(error?.message ?? '')
  if (!message) return Messages.default
  if (message.includes('Duplicate entry')) return Messages.duplicateEntry
  if (message.includes('same identification number or mobile')) return Messages.duplicateMobile
  return message
}

const isId = (value: number) => Number.isInteger(value) && value > 0

/**
 * The public centre search's way in (/enquiry?centre=ID&month=YYYY-MM&program=ID): that centre ticked, that month
 * and programme chosen (choosing a programme afterwards clears the centres, so it comes chosen). Anything else in
 * the address is ignored.
 */
export function withSearchPreset(values: EnquiryFormValues, search: URLSearchParams): EnquiryFormValues {
  const centre = Number(search.get('centre'))
  const program = Number(search.get('program'))
  const month = search.get('month') ?? ''
  return {
    ...values,
    centreIDs: isId(centre) ? [centre] : values.centreIDs,
    child: {
      ...values.child,
      enrolmentPlan: /^\d{4}-\d{2}$/.test(month) ? month : values.child.enrolmentPlan,
      programme: isId(program) ? String(program) : values.child.programme,
    },
  }
}
