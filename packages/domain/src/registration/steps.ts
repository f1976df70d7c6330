import type { z } from 'zod'
import { additionalInformationSteps } from './additional-information'
import { enrolmentFormSteps, type OptionValue } from './enrolment-form'

/** The enrolment form's sections, in the order the parent fills them. */
export const ENROLMENT_FORM_STEPS = [
  'enquiry',
  'child',
  'applicant',
  'spouse',
  'guardians',
  'emergency_contact',
] as const
export type EnrolmentFormStep = (typeof ENROLMENT_FORM_STEPS)[number]

/** The additional-information steps, in order; the declaration comes last. */
export const ADDITIONAL_INFORMATION_STEPS = [
  'attending_other_school',
  'special_instruction',
  'household_particulars',
  'health_information',
  'declaration',
] as const
export type AdditionalInformationStep = (typeof ADDITIONAL_INFORMATION_STEPS)[number]

export type RegistrationStep = EnrolmentFormStep | AdditionalInformationStep
export const REGISTRATION_STEPS: readonly RegistrationStep[] = [
  ...ENROLMENT_FORM_STEPS,
  ...ADDITIONAL_INFORMATION_STEPS,
]

export const RegistrationStepLabel: Record<RegistrationStep, string> = {
  enquiry: 'Enrolment details',
  child: 'Child particulars',
  applicant: 'Applicant',
  spouse: 'Spouse',
  guardians: 'Guardians',
  emergency_contact: 'Emergency contact',
  attending_other_school: 'Other school',
  special_instruction: 'Special instructions',
  household_particulars: 'Household particulars',
  health_information: 'Health information',
  declaration: 'Declaration',
}

export const RegistrationFlowMsg = {
  unknownStep: 'Unknown step',
  tooLarge: 'This step holds too much information',
  notStarted: 'Start the registration before filling in the form',
  notOpen: 'This registration can no longer be changed',
  cannotStart: 'This enquiry has no offered place waiting for registration',
  childMismatch: 'This child is not the child of this enquiry',
  incomplete: (steps: string[]) => `Complete these steps first: ${steps.join(', ')}`,
  wrongMonth: (month: string) => `Choose a date in ${month}, the month your place is offered for`,
  readOnlyForStaff: 'Only the family fills in the registration form',
  notApplicant: 'This user is not the applicant of this enquiry',
  offerLapsed: 'The offer of this place has lapsed. Please contact the centre.',
} as const

/** The largest JSON a step may hold: far above any real form, far below a flood. */
export const MAX_STEP_BYTES = 20_000

export interface StepRule {
  schema: z.ZodType
  options: (data: never) => OptionValue[]
}

/** Each step's schema and option values on a day; the one place both the form and the server look them up. */
export function registrationStepRules(today: string): Record<RegistrationStep, StepRule> {
  return { ...enrolmentFormSteps(today), ...additionalInformationSteps }
}

export const isRegistrationStep = (step: string): step is RegistrationStep =>
  (REGISTRATION_STEPS as readonly string[]).includes(step)
export const isEnrolmentFormStep = (step: string): step is EnrolmentFormStep =>
  (ENROLMENT_FORM_STEPS as readonly string[]).includes(step)
export const isAdditionalInformationStep = (step: string): step is AdditionalInformationStep =>
  (ADDITIONAL_INFORMATION_STEPS as readonly string[]).includes(step)

/** The steps still to complete, in order. */
export const missingSteps = (completed: readonly string[]): RegistrationStep[] =>
  REGISTRATION_STEPS.filter((step) => !completed.includes(step))
