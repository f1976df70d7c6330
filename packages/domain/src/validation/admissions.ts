import { z } from 'zod'
import { AdmissionStage, AdmissionStageStates, WAITING_LIST_GROUPS } from '../admission-stages'
import { ENQUIRY_STATES } from '../enquiry-states'

export const ADMISSION_SEARCH_MIN = 2
export const ADMISSION_SEARCH_MAX = 100

export const AdmissionMsg = {
  stage: 'Choose an enrolment stage',
  status: 'This status is not part of the stage',
  searchShort: `Type at least ${ADMISSION_SEARCH_MIN} characters to search`,
  searchLong: `At most ${ADMISSION_SEARCH_MAX} characters`,
  planDay: 'Choose the 1st or the 15th of a month',
} as const

/** The state codes a stage's status filter offers: its own states, or for the waiting list every open early state. */
export function stageStatusCodes(stage: AdmissionStage): readonly string[] {
  if (stage !== 'waiting_list') return AdmissionStageStates[stage]
  return ENQUIRY_STATES.filter(
    (s) =>
      (WAITING_LIST_GROUPS as readonly string[]).includes(s.group) &&
      !['cancelled_enquiry', 'blacklisted'].includes(s.code),
  ).map((s) => s.code)
}

const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null)

/** findAllAdmission's arguments: a stage, optionally one of its statuses, and the filter (empty values dropped). */
export const admissionArgsSchema = z
  .object({
    stageCode: z.enum(AdmissionStage, { error: AdmissionMsg.stage }),
    statusCode: z
      .string()
      .nullish()
      .transform((v) => v || null),
    filter: z
      .object({
        fkCentre: optionalId,
        fkLevel: optionalId,
        enrollmentPlan: z
          .string()
          .regex(/^\d{4}-\d{2}-(01|15)$/, AdmissionMsg.planDay)
          .nullish()
          .or(z.literal(''))
          .transform((v) => v || null),
      })
      .nullish()
      .transform((f) => f ?? { fkCentre: null, fkLevel: null, enrollmentPlan: null }),
  })
  .refine((a) => a.statusCode === null || stageStatusCodes(a.stageCode).includes(a.statusCode), {
    message: AdmissionMsg.status,
    path: ['statusCode'],
  })
export type AdmissionArgs = z.output<typeof admissionArgsSchema>

export const admissionSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .min(ADMISSION_SEARCH_MIN, AdmissionMsg.searchShort)
    .max(ADMISSION_SEARCH_MAX, AdmissionMsg.searchLong),
})
