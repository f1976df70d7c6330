import dayjs from 'dayjs'
import { z } from 'zod'
import { pdpaConsentVersionSchema } from '../consent'
import { languageSchema } from './language'
import { MAX_INTERESTED_CENTRES } from '../constants'
import { inChildBirthRange } from './date-bounds'
import { emailSchema } from './email'
import { V } from './messages'
import { isValidNric } from './nric'
import { isSingaporeMobile, normalisePhone, SINGAPORE_CALLING_CODE } from './phone'
import { isIsoDate, isUnborn, normaliseBirthCertificate } from './enquiry-dates'
import { EnquiryMsg } from './enquiry-messages'

// The plain helpers and the messages live apart (no zod), so a page can use them before it loads these rules;
// imported from here too.
export * from './enquiry-dates'
export * from './enquiry-messages'

/**
 * The enquiry form's rules (spec 000 sections 3 to 5). Dates are 'YYYY-MM-DD' strings; "today" is always passed
 * in (the school's local date), so the same rule gives the same answer on the phone and on the server.
 */

/** Enrolment is only on the 1st or 15th of a month and not in the past; the message, or null when fine. */
export function enrolmentDateIssue(date: string, today: string): string | null {
  if (!isIsoDate(date)) return V.invalidDate
  const day = Number(date.slice(8, 10))
  if (day !== 1 && day !== 15) return V.enrolmentDay
  if (date < today) return V.enrolmentPast
  return null
}

/**
 * The enrolment month must be one the form offers: at most `months` months after today's month (the school's
 * enrolment_period_in_mth). The message, or null when fine.
 */
export function enrolmentPeriodIssue(date: string, today: string, months: number): string | null {
  const last = dayjs(today).startOf('month').add(months, 'month')
  return dayjs(date).startOf('month').isAfter(last) ? EnquiryMsg.beyondPeriod(months) : null
}

const name = z.string({ error: V.required }).trim().min(1, V.required).max(60, EnquiryMsg.nameTooLong)
const optionalCode = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => v || null)
const birthCertificate = z
  .string()
  .nullish()
  .transform((v) => (v ? normaliseBirthCertificate(v) : null))
  .refine((v) => v === null || isValidNric(v), EnquiryMsg.birthCertificateFormat)

/** The date part of childBirthdate: the form sends the date plus the current time. */
const birthdate = z
  .string({ error: V.required })
  .transform((v) => v.trim().slice(0, 10))
  .refine(isIsoDate, V.invalidDate)
  .superRefine(inChildBirthRange)

/** isExistingParent's argument: an email as the form sends it. */
export const existingParentArgsSchema = z.object({ email: emailSchema() })

/** isExistingChild's arguments: the birth certificate as stored (upper case) and the school. */
export const existingChildArgsSchema = z.object({
  birthCertificate: z
    .string({ error: V.required })
    .transform(normaliseBirthCertificate)
    .pipe(z.string().min(1, V.required).refine(isValidNric, EnquiryMsg.birthCertificateFormat)),
  fkSchool: z.number().int().positive(),
})

/**
 * The newEnquiry arguments as the server checks them (spec 000 section 3, New-enquiry submit payload).
 * Centre, level and programme checks that need the database follow in the service.
 */
export const newEnquiryInputSchema = (today: string) =>
  z
    .object({
      schoolID: z.number().int().positive(),
      email: emailSchema(),
      phoneNumberCountryCode: z
        .string({ error: V.required })
        .trim()
        .min(1, V.required)
        .regex(/^\+\d{1,4}$/, V.mobileInvalidEnquiry),
      phoneNumber: z
        .string({ error: V.required })
        .transform(normalisePhone)
        .pipe(z.string().min(1, V.required)),
      /** The version of the PDPA notice the parent agreed to (consent.ts); required, and the current one. */
      pdpaConsentVersion: pdpaConsentVersionSchema,
      /** The language the form was filled in: a new account's own, so its register email and notices use it. */
      preferredLanguage: languageSchema.nullish(),
      centreIDs: z
        .array(z.number().int().positive())
        .min(1, EnquiryMsg.centresRequired)
        .max(MAX_INTERESTED_CENTRES, EnquiryMsg.tooManyCentres)
        .refine((ids) => new Set(ids).size === ids.length, EnquiryMsg.centresDuplicate),
      enquiry: z.object({
        fkCentre: z.number().int().nullish(),
        fkProgram: z.number({ error: V.required }).int().positive(),
        fkLevel: z.number({ error: V.required }).int().positive(),
        firstname: name,
        lastname: name,
        childFirstname: name,
        childLastname: name,
        childBirthdate: birthdate,
        enrollmentPlan: z.string({ error: V.required }),
        birthCertificate,
        childRace: optionalCode,
        childNationality: optionalCode,
        householdIncomeRange: optionalCode,
        workplaceStaff: z.string({ error: V.required }).trim().min(1, V.required).max(100),
      }),
    })
    .superRefine((input, ctx) => {
      // The one-time code at registration goes to this number: a Singapore mobile only (not a landline).
      const code = input.phoneNumberCountryCode
      if (/^\+\d{1,4}$/.test(code) && code !== SINGAPORE_CALLING_CODE) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumberCountryCode'], message: V.mobileInvalidEnquiry })
      } else if (!isSingaporeMobile(input.phoneNumber)) {
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: V.mobileInvalidEnquiry })
      }
      const { childBirthdate, enrollmentPlan, birthCertificate: certificate } = input.enquiry
      const planIssue = enrolmentDateIssue(enrollmentPlan, today)
      if (planIssue) ctx.addIssue({ code: 'custom', path: ['enquiry', 'enrollmentPlan'], message: planIssue })
      if (!certificate && !isUnborn(childBirthdate, today)) {
        ctx.addIssue({ code: 'custom', path: ['enquiry', 'birthCertificate'], message: V.required })
      }
    })

export type NewEnquiryInput = z.output<ReturnType<typeof newEnquiryInputSchema>>
