import {
  ADDITIONAL_INFORMATION_STEPS,
  ENROLMENT_FORM_STEPS,
  type RegistrationStep,
  RegistrationStepLabel,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { schoolEnquiry } from '../enquiries'
import { type RegistrationStepRow, selectRegistrationPrefill, selectRegistrationSteps } from './queries'

export interface RegistrationProgress {
  IDEnquiry: number
  /** The first step not complete yet (where the form resumes); null when all are. */
  step: RegistrationStep | null
  completedSteps: RegistrationStep[]
  steps: {
    step: RegistrationStep
    label: string
    completed: boolean
    data: unknown
    updatedAt: string | null
  }[]
}

function progressOf(enquiryId: number, order: readonly RegistrationStep[], rows: RegistrationStepRow[]) {
  const saved = new Map(rows.map((row) => [row.step, row]))
  const steps = order.map((step) => {
    const row = saved.get(step)
    return {
      step,
      label: RegistrationStepLabel[step],
      completed: row !== undefined,
      data: row?.data ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    }
  })
  return {
    IDEnquiry: enquiryId,
    step: steps.find((s) => !s.completed)?.step ?? null,
    completedSteps: steps.filter((s) => s.completed).map((s) => s.step),
    steps,
  }
}

/** getEnrolmentForm: the sections, what is saved of each, and what the form starts from before anything is. */
export async function enrolmentForm(db: Db, actor: Actor, enquiryId: number) {
  const enquiry = await schoolEnquiry(db, actor.schoolId, enquiryId)
  const [rows, prefill] = await Promise.all([
    selectRegistrationSteps(db, actor.schoolId, enquiry.id),
    selectRegistrationPrefill(db, actor.schoolId, enquiry.id),
  ])
  const progress = progressOf(enquiry.id, ENROLMENT_FORM_STEPS, rows)
  return {
    ...progress,
    hasEmergencyContact: progress.completedSteps.includes('emergency_contact'),
    isInfantCare: prefill?.isInfant ?? false,
    prefill: prefill && {
      enquiry: { enrollmentPlan: prefill.enrollmentPlan },
      child: prefill.child,
      applicant: { ...prefill.user, identificationNo: prefill.identificationNo },
    },
  }
}

/** getAdditionalInformation: the additional-information steps and what is saved of each. */
export async function additionalInformation(db: Db, actor: Actor, enquiryId: number) {
  const enquiry = await schoolEnquiry(db, actor.schoolId, enquiryId)
  const rows = await selectRegistrationSteps(db, actor.schoolId, enquiry.id)
  return progressOf(enquiry.id, ADDITIONAL_INFORMATION_STEPS, rows)
}
