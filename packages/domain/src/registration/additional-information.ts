import { z } from 'zod'
import { V } from '../validation/messages'
import type { OptionValue } from './enrolment-form'
import {
  optionalOptionCode,
  optionalPostcode,
  optionalText,
  optionCode,
  RegistrationMsg,
  requiredText,
  wholeNumber,
  yesNo,
} from './fields'

/** Additional information (spec 002 section 3), one schema per step. */

const issue = (ctx: z.RefinementCtx, path: string[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message })

export const attendingOtherSchoolSchema = z
  .object({ attendingOtherSchool: yesNo(), otherSchoolName: optionalText(100) })
  .superRefine((s, ctx) => {
    if (s.attendingOtherSchool && !s.otherSchoolName) issue(ctx, ['otherSchoolName'], V.required)
  })
  .transform((s) => (s.attendingOtherSchool ? s : { ...s, otherSchoolName: null }))

export const specialInstructionSchema = z
  .object({
    totalChildrenInFamily: wholeNumber(1, 20),
    birthOrder: wholeNumber(1, 20),
    isToiletTrained: yesNo(),
    solidFoodAllowed: yesNo(),
    childAffinity: optionalText(500),
    languageSpokenAtHome: requiredText(60),
    remarks: optionalText(1000),
  })
  .superRefine((s, ctx) => {
    if (s.birthOrder > s.totalChildrenInFamily) issue(ctx, ['birthOrder'], RegistrationMsg.birthOrder)
  })

export const householdParticularsSchema = z.object({
  householdCount: wholeNumber(1, 30),
  fatherEducationLevel: optionalOptionCode(),
  motherEducationLevel: optionalOptionCode(),
})

export const healthInformationSchema = z
  .object({
    isImmunized: yesNo(),
    immunizationDetails: optionalText(500),
    familyDoctorName: optionalText(100),
    familyDoctorContact: optionalText(20),
    clinicName: optionalText(100),
    clinicAddress: optionalText(200),
    clinicPostcode: optionalPostcode(),
    medicalConditions: z
      .array(optionCode())
      .max(20)
      .refine((c) => new Set(c).size === c.length, RegistrationMsg.duplicateCondition),
    medicalConditionDetails: optionalText(1000),
    specialNeeds: optionalText(1000),
  })
  .superRefine((h, ctx) => {
    // Not immunised, or only partly: the centre needs to know which vaccinations are missing.
    if (!h.isImmunized && !h.immunizationDetails) issue(ctx, ['immunizationDetails'], V.required)
  })

export const declarationSchema = z
  .object({
    termsAndCondition: z.boolean({ error: RegistrationMsg.terms }),
    termsCDN: z.boolean({ error: RegistrationMsg.termsCDN }),
  })
  .superRefine((d, ctx) => {
    if (!d.termsAndCondition) issue(ctx, ['termsAndCondition'], RegistrationMsg.terms)
    if (!d.termsCDN) issue(ctx, ['termsCDN'], RegistrationMsg.termsCDN)
  })

export const additionalInformationSteps = {
  attending_other_school: { schema: attendingOtherSchoolSchema, options: (): OptionValue[] => [] },
  special_instruction: { schema: specialInstructionSchema, options: (): OptionValue[] => [] },
  household_particulars: {
    schema: householdParticularsSchema,
    options: (h: z.output<typeof householdParticularsSchema>): OptionValue[] => [
      { path: 'fatherEducationLevel', category: 'Highest_Qualification', value: h.fatherEducationLevel },
      { path: 'motherEducationLevel', category: 'Highest_Qualification', value: h.motherEducationLevel },
    ],
  },
  health_information: {
    schema: healthInformationSchema,
    options: (h: z.output<typeof healthInformationSchema>): OptionValue[] =>
      h.medicalConditions.map((value, i) => ({
        path: `medicalConditions.${i}`,
        category: 'Medical_Condition',
        value,
      })),
  },
  declaration: { schema: declarationSchema, options: (): OptionValue[] => [] },
}
