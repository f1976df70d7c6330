import { z } from 'zod'
import { planningDateSchema } from './date-bounds'
import { V } from './messages'

/** A level covers ages fromMonth (inclusive) to toMonth (exclusive); K2 ends at 84 months (7 years). */
export const LEVEL_MAX_MONTH = 84

export const LevelMsg = {
  fromMonth: `From month must be a whole number from 0 to ${LEVEL_MAX_MONTH - 1}`,
  toMonth: `To month must be a whole number from 1 to ${LEVEL_MAX_MONTH}`,
  toAfterFrom: 'To month must be greater than from month',
  programTime: 'Enter a time as HH:mm',
  programEnd: 'End time must be after start time',
  programsRequired: 'Add at least one programme',
  programDuplicate: 'Programme names must be different',
  overlap: (label: string) => `The age range overlaps with level ${label}`,
  labelTaken: 'A level with this name already exists',
  inUse: 'This level is offered by a centre or has children in classes; deactivate it instead',
} as const

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, LevelMsg.programTime)
const trimmed = (max: number) => z.string().trim().min(1, V.required).max(max, `At most ${max} characters`)

export const programInputSchema = z
  .object({ ID: z.number().int().positive().optional(), label: trimmed(60), from: time, to: time })
  .refine((p) => p.to > p.from, { message: LevelMsg.programEnd, path: ['to'] })

const ageRange = z.object({
  fromMonth: z
    .number({ error: V.required })
    .int(LevelMsg.fromMonth)
    .min(0, LevelMsg.fromMonth)
    .max(LEVEL_MAX_MONTH - 1, LevelMsg.fromMonth),
  toMonth: z
    .number({ error: V.required })
    .int(LevelMsg.toMonth)
    .min(1, LevelMsg.toMonth)
    .max(LEVEL_MAX_MONTH, LevelMsg.toMonth),
})

export const levelInputSchema = z
  .object({
    label: trimmed(60),
    ...ageRange.shape,
    promotionDate: planningDateSchema().nullable().optional(),
    offOnSaturday: z.boolean(),
    isInfant: z.boolean(),
    active: z.boolean(),
    programs: z.array(programInputSchema).min(1, LevelMsg.programsRequired),
  })
  .refine((l) => l.toMonth > l.fromMonth, {
    message: LevelMsg.toAfterFrom,
    path: ['toMonth'],
    // Only once both months are valid: a missing month already has its own message.
    when: (payload) => ageRange.safeParse(payload.value).success,
  })
  .refine((l) => new Set(l.programs.map((p) => p.label.toLowerCase())).size === l.programs.length, {
    message: LevelMsg.programDuplicate,
    path: ['programs'],
  })
export type LevelInput = z.infer<typeof levelInputSchema>
