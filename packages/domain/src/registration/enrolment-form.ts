import { z } from 'zod'
import type { CodeCategory } from '../constants'
import { enrolmentDateIssue, isIsoDate } from '../validation/enquiry'
import { inChildBirthRange } from '../validation/date-bounds'
import { V } from '../validation/messages'
import {
  addressSchema,
  adultBirthdate,
  checkMobile,
  dateField,
  emailField,
  incomeCents,
  mobileFields,
  nricSchema,
  optionalOptionCode,
  optionalText,
  optionCode,
  personName,
  RegistrationMsg,
  wholeNumber,
  yesNo,
} from './fields'

/**
 * The enrolment form (spec 002 section 3, Enrolment form), one schema per section. The parent fills them in
 * order and each is saved (and so complete) on its own; the server parses every save with the same schema.
 * "today" is passed in (Singapore's date), so the phone and the server give the same answer.
 */

/** ECDA counts a parent as working at 56 hours a month or more. */
export const WORKING_HOURS_PER_MONTH = 56
/** A household may be assessed per capita from 5 members, 3 of them dependants (ECDA's larger families). */
export const BIG_HOUSEHOLD_MEMBERS = 5
export const BIG_HOUSEHOLD_DEPENDANTS = 3
/** The relations that are the child's parents: any other asks which non-parent relationship it is. */
export const PARENT_RELATIONS = ['Mother', 'Father'] as const
/** The marital statuses that ask why the parents live apart. */
export const SEPARATED_STATUSES = ['Separated', 'Divorced', 'Widowed'] as const
/** The self_referred answer meaning an agency referred the family. */
export const REFERRED_BY_AGENCY = 'No'
export const GENDERS = ['M', 'F'] as const

const issue = (ctx: z.RefinementCtx, path: string[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message })

/** The enquiry section: the start date, financial assistance, referral, and the two confirmations. */
export const enrolmentEnquirySchema = (today: string) =>
  z
    .object({
      // Checked on the field itself, so its message shows with the others' (an object-level check runs only
      // once every other field is valid: the parent met it last).
      enrollmentPlan: z.string({ error: V.required }).superRefine((plan, ctx) => {
        const dateIssue = enrolmentDateIssue(plan, today)
        if (dateIssue) ctx.addIssue({ code: 'custom', message: dateIssue })
      }),
      needsFinancialAssistance: yesNo(),
      financialAssistanceFrom: dateField().nullish(),
      financialAssistanceTo: dateField().nullish(),
      typeOfGrant: optionalOptionCode(),
      selfReferred: optionCode(),
      referredByAgency: optionalOptionCode(),
      referralChannel: optionalText(100),
      isDeclared: z.boolean({ error: RegistrationMsg.declare }),
      isAcknowledged: z.boolean({ error: RegistrationMsg.acknowledge }),
    })
    .superRefine((s, ctx) => {
      if (s.needsFinancialAssistance) {
        if (!s.financialAssistanceFrom) issue(ctx, ['financialAssistanceFrom'], V.required)
        if (!s.financialAssistanceTo) issue(ctx, ['financialAssistanceTo'], V.required)
        if (!s.typeOfGrant) issue(ctx, ['typeOfGrant'], V.required)
        const { financialAssistanceFrom: from, financialAssistanceTo: to } = s
        if (from && to && to < from) issue(ctx, ['financialAssistanceTo'], RegistrationMsg.endBeforeStart)
      }
      if (s.selfReferred === REFERRED_BY_AGENCY && !s.referredByAgency)
        issue(ctx, ['referredByAgency'], V.required)
      if (!s.isDeclared) issue(ctx, ['isDeclared'], RegistrationMsg.declare)
      if (!s.isAcknowledged) issue(ctx, ['isAcknowledged'], RegistrationMsg.acknowledge)
    })
    .transform((s) =>
      s.needsFinancialAssistance
        ? s
        : { ...s, financialAssistanceFrom: null, financialAssistanceTo: null, typeOfGrant: null },
    )

/** The child's particulars; whether an emergency contact is given is the emergency-contact step's. */
export const childParticularsSchema = z
  .object({
    firstname: personName(),
    lastname: personName(),
    nationality: optionCode(),
    gender: z.enum(GENDERS, { error: RegistrationMsg.gender }),
    race: optionCode(),
    dateOfBirth: z
      .string({ error: V.required })
      .refine(isIsoDate, V.invalidDate)
      .superRefine(inChildBirthRange),
    numFamilyMembers: wholeNumber(2, 20),
    numDependents: wholeNumber(0, 20),
    isBigHousehold: yesNo(),
  })
  .superRefine((c, ctx) => {
    if (c.numDependents >= c.numFamilyMembers) issue(ctx, ['numDependents'], RegistrationMsg.dependants)
    const big = c.numFamilyMembers >= BIG_HOUSEHOLD_MEMBERS && c.numDependents >= BIG_HOUSEHOLD_DEPENDANTS
    if (c.isBigHousehold && !big) issue(ctx, ['isBigHousehold'], RegistrationMsg.bigHousehold)
  })

/** The applicant or spouse: identity, contact, address, income, employment and family status. */
export const enrolmentPersonSchema = z
  .object({
    firstname: personName(),
    lastname: personName(),
    identificationNo: nricSchema(),
    birthdate: adultBirthdate(),
    nationality: optionCode(),
    email: emailField(),
    ...mobileFields,
    address: addressSchema,
    monthlyIncome: incomeCents(),
    monthlyWorkingHours: wholeNumber(0, 744),
    workingStatus: optionCode(),
    nonWorkingReason: optionalOptionCode(),
    occupation: optionalOptionCode(),
    occupationalTitle: optionalOptionCode(),
    maritalStatus: optionCode(),
    separationReason: optionalOptionCode(),
    highestQualification: optionCode(),
    isCpfContributing: yesNo(),
    hasNoticeOfAssessment: yesNo(),
    relationToChild: optionCode(),
    nonParentRelationship: optionalOptionCode(),
  })
  .superRefine((p, ctx) => {
    checkMobile(p, ctx)
    if (p.monthlyWorkingHours < WORKING_HOURS_PER_MONTH && !p.nonWorkingReason)
      issue(ctx, ['nonWorkingReason'], V.required)
    if ((SEPARATED_STATUSES as readonly string[]).includes(p.maritalStatus) && !p.separationReason)
      issue(ctx, ['separationReason'], V.required)
    if (!(PARENT_RELATIONS as readonly string[]).includes(p.relationToChild) && !p.nonParentRelationship)
      issue(ctx, ['nonParentRelationship'], V.required)
  })
export type EnrolmentPerson = z.output<typeof enrolmentPersonSchema>

export const spouseStepSchema = z
  .object({ hasSpouse: yesNo(), spouse: z.unknown().nullish() })
  .transform((s, ctx) => {
    if (!s.hasSpouse) return { hasSpouse: false as const, spouse: null }
    const parsed = enrolmentPersonSchema.safeParse(s.spouse ?? {})
    if (parsed.success) return { hasSpouse: true as const, spouse: parsed.data }
    for (const i of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: ['spouse', ...i.path.map(String)], message: i.message })
    return z.NEVER
  })

/** A guardian other than the applicant and spouse who may pick the child up. */
export const guardianSchema = z
  .object({
    firstname: personName(),
    lastname: personName(),
    identificationNo: nricSchema(),
    ...mobileFields,
    relationToChild: optionCode(),
    nonParentRelationship: optionalOptionCode(),
  })
  .superRefine((g, ctx) => {
    checkMobile(g, ctx)
    if (!(PARENT_RELATIONS as readonly string[]).includes(g.relationToChild) && !g.nonParentRelationship)
      issue(ctx, ['nonParentRelationship'], V.required)
  })

export const guardiansStepSchema = z.object({
  guardians: z.array(guardianSchema).max(2, RegistrationMsg.tooManyGuardians),
})

export const emergencyContactSchema = z
  .object({
    firstname: personName(),
    lastname: personName(),
    relationToChild: optionCode(),
    ...mobileFields,
  })
  .superRefine((e, ctx) => checkMobile(e, ctx))

/** Where an option value sits in a step and the configuration list it must come from. */
export interface OptionValue {
  path: string
  category: CodeCategory
  value: string | null
}

const personOptions = (p: EnrolmentPerson, at: string): OptionValue[] => [
  { path: `${at}nationality`, category: 'Nationality', value: p.nationality },
  { path: `${at}workingStatus`, category: 'Working_Status', value: p.workingStatus },
  { path: `${at}nonWorkingReason`, category: 'non_working_reason', value: p.nonWorkingReason },
  { path: `${at}occupation`, category: 'Occupation', value: p.occupation },
  { path: `${at}occupationalTitle`, category: 'Occupation_Title', value: p.occupationalTitle },
  { path: `${at}maritalStatus`, category: 'Marital_Status', value: p.maritalStatus },
  { path: `${at}separationReason`, category: 'separation_reason', value: p.separationReason },
  { path: `${at}highestQualification`, category: 'Highest_Qualification', value: p.highestQualification },
  { path: `${at}relationToChild`, category: 'Relation_Child', value: p.relationToChild },
  { path: `${at}nonParentRelationship`, category: 'non_parent_relationship', value: p.nonParentRelationship },
]

/** The enrolment form's steps in order, each with its schema and its option values. */
export const enrolmentFormSteps = (today: string) => ({
  enquiry: {
    schema: enrolmentEnquirySchema(today),
    options: (s: z.output<ReturnType<typeof enrolmentEnquirySchema>>): OptionValue[] => [
      { path: 'typeOfGrant', category: 'type_of_grant', value: s.typeOfGrant },
      { path: 'selfReferred', category: 'self_referred', value: s.selfReferred },
      { path: 'referredByAgency', category: 'referred_by_agency', value: s.referredByAgency },
    ],
  },
  child: {
    schema: childParticularsSchema,
    options: (c: z.output<typeof childParticularsSchema>): OptionValue[] => [
      { path: 'nationality', category: 'Nationality', value: c.nationality },
      { path: 'race', category: 'Race', value: c.race },
    ],
  },
  applicant: { schema: enrolmentPersonSchema, options: (p: EnrolmentPerson) => personOptions(p, '') },
  spouse: {
    schema: spouseStepSchema,
    options: (s: z.output<typeof spouseStepSchema>) => (s.spouse ? personOptions(s.spouse, 'spouse.') : []),
  },
  guardians: {
    schema: guardiansStepSchema,
    options: (s: z.output<typeof guardiansStepSchema>): OptionValue[] =>
      s.guardians.flatMap((g, i) => [
        { path: `guardians.${i}.relationToChild`, category: 'Relation_Child', value: g.relationToChild },
        {
          path: `guardians.${i}.nonParentRelationship`,
          category: 'non_parent_relationship',
          value: g.nonParentRelationship,
        },
      ]),
  },
  emergency_contact: {
    schema: emergencyContactSchema,
    options: (e: z.output<typeof emergencyContactSchema>): OptionValue[] => [
      { path: 'relationToChild', category: 'Relation_Child', value: e.relationToChild },
    ],
  },
})
