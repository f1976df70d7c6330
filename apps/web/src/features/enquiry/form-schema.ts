import { zodResolver } from '@hookform/resolvers/zod'
import {
  ageRuleMessage,
  isIsoDate,
  isSingaporeMobile,
  isUnborn,
  type Language,
  Messages,
  newEnquiryInputSchema,
  normaliseBirthCertificate,
  normalisePhone,
  PDPA_NOTICE_VERSION,
  pdpaConsentSchema,
  V,
} from '@preschool/domain'
import { z } from 'zod'
import type { NewEnquiryMutationVariables } from '../../generated/graphql'
import { type EnquiryFormContext, enrolmentDate } from './form-values'

/*
 * The enquiry form's rules and payload: zod and the phone metadata (about 45 KB gzip), so the page imports this
 * module on its own after the first paint (EnquiryFormPage) instead of before it.
 */

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

/** The form's resolver for react-hook-form. */
export const enquiryResolver = (context: EnquiryFormContext) => zodResolver(enquiryFormSchema(context))

const orNull = (value: string) => value.trim() || null

/**
 * The newEnquiry variables (spec 000 section 3, New-enquiry submit payload): fkCentre fixed at 1, the date of birth
 * with the current time, the enrolment month's 1st, no birth certificate for an unborn child.
 */
export function toNewEnquiryVariables(
  values: EnquiryFormOutput,
  fkSchool: number,
  /**
   * The language the form is read in: a new account takes it as its own (its register email is in it). English is
   * not sent: it is what an account without a choice reads anyway, and such an account keeps following the device.
   */
  language: Language,
  /** The time of the submission (hh:mm:ss), sent with the date of birth. */
  currentTime = new Date().toTimeString().slice(0, 8),
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
    preferredLanguage: language === 'en' ? null : language,
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
