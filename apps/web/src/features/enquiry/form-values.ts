import {
  ageRuleMessage,
  DEFAULT_CALLING_CODE,
  ErrorCode,
  isIsoDate,
  isSingaporeMobile,
  isUnborn,
  Messages,
  newEnquiryInputSchema,
  normaliseBirthCertificate,
  normalisePhone,
  PDPA_NOTICE_VERSION,
  pdpaConsentSchema,
  stripGraphQLPrefix,
  V,
} from '@preschool/domain'
import { z } from 'zod'
import type { NewEnquiryMutationVariables } from '../../generated/graphql'

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

const required = z.string().trim().min(1, V.required)

/**
 * The form's rules: the shared newEnquiry rules of packages/domain for every field the payload has (names, email,
 * workplace staff, birth certificate, centres), plus what only the form has (confirm email, unborn flag, the age
 * rule on the level suggestion, the duplicate checks).
 */
export function enquiryFormSchema(context: EnquiryFormContext) {
  const payload = newEnquiryInputSchema(context.today).shape
  const details = payload.enquiry.shape
  return z
    .object({
      parent: z.object({
        firstName: details.firstname,
        lastName: details.lastname,
        email: payload.email,
        confirmEmail: z.string(),
        monthlyHouseholdIncome: z.string(),
        mobileCountryCode: required,
        mobileNumber: required,
        workplaceStaff: details.workplaceStaff,
      }),
      child: z.object({
        firstName: details.childFirstname,
        lastName: details.childLastname,
        dateOfBirth: required.refine(isIsoDate, V.invalidDate),
        birthCertificate: z.string(),
        childIsUnborn: z.boolean(),
        nationality: z.string(),
        race: z.string(),
        enrolmentPlan: required,
        programme: required,
        serviceLevel: z.number().nullable(),
        location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      }),
      centreIDs: payload.centreIDs,
      pdpaConsent: pdpaConsentSchema,
    })
    .superRefine(({ parent, child }, ctx) => {
      const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message })
      if (parent.confirmEmail.trim() === '') issue(['parent', 'confirmEmail'], V.required)
      else if (parent.confirmEmail.trim().toLowerCase() !== parent.email) {
        issue(['parent', 'confirmEmail'], V.confirmEmailDifferent)
      }
      if (context.emailTaken) issue(['parent', 'email'], Messages.existingAccountEmail)
      if (parent.mobileNumber && !isSingaporeMobile(parent.mobileNumber, parent.mobileCountryCode)) {
        issue(['parent', 'mobileNumber'], V.mobileInvalidEnquiry)
      }

      const unborn = isUnborn(child.dateOfBirth, context.today)
      if (!unborn) {
        const certificate = details.birthCertificate.safeParse(child.birthCertificate)
        if (!certificate.success) issue(['child', 'birthCertificate'], certificate.error.issues[0].message)
        else if (certificate.data === null) issue(['child', 'birthCertificate'], V.required)
        else if (context.childTaken) issue(['child', 'birthCertificate'], Messages.existingAccountNric)
      }
      if (context.noLevel && isIsoDate(child.dateOfBirth) && child.enrolmentPlan) {
        issue(['child', 'dateOfBirth'], ageRuleMessage(child.dateOfBirth, enrolmentDate(child.enrolmentPlan)))
      }
    })
}

export type EnquiryFormOutput = z.output<ReturnType<typeof enquiryFormSchema>>

/** The enrolment date the server gets for a month option: the month plus '-01'. */
export const enrolmentDate = (month: string) => `${month}-01`

const orNull = (value: string) => value.trim() || null

/**
 * The newEnquiry variables (spec 000 section 3, New-enquiry submit payload): fkCentre fixed at 1, the date of birth
 * with the current time, the enrolment month's 1st, no birth certificate for an unborn child.
 */
export function toNewEnquiryVariables(
  values: EnquiryFormOutput,
  fkSchool: number,
  currentTime: string,
): NewEnquiryMutationVariables {
  const { parent, child } = values
  const unborn = child.childIsUnborn
  return {
    schoolID: fkSchool,
    email: parent.email.trim(),
    phoneNumberCountryCode: parent.mobileCountryCode,
    phoneNumber: normalisePhone(parent.mobileNumber),
    centreIDs: values.centreIDs,
    pdpaConsentVersion: PDPA_NOTICE_VERSION,
    enquiry: {
      fkCentre: 1,
      fkProgram: Number(child.programme),
      fkLevel: child.serviceLevel ?? 0,
      firstname: parent.firstName,
      lastname: parent.lastName,
      childFirstname: child.firstName,
      childLastname: child.lastName,
      childBirthdate: `${child.dateOfBirth} ${currentTime}`,
      enrollmentPlan: enrolmentDate(child.enrolmentPlan),
      birthCertificate: unborn ? null : normaliseBirthCertificate(child.birthCertificate),
      childRace: orNull(child.race),
      childNationality: orNull(child.nationality),
      householdIncomeRange: orNull(parent.monthlyHouseholdIncome),
      workplaceStaff: parent.workplaceStaff,
    },
  }
}

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
