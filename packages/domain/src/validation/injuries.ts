import { z } from 'zod'
import { V } from './messages'

/** The two outlines of the body diagram: a tap on the front or the back of the child. */
export const INJURY_SIDES = ['front', 'back'] as const
export type InjurySide = (typeof INJURY_SIDES)[number]

/** The kinds of injury staff pick from (spec 002: injuryType); "other" with the remarks saying what. */
export const INJURY_TYPES = ['bump', 'bruise', 'cut', 'scratch', 'bite', 'burn', 'sprain', 'other'] as const
export type InjuryType = (typeof INJURY_TYPES)[number]

export const InjuryMsg = {
  pointRequired: 'Tap where the injury is on the body diagram',
  typeRequired: 'Choose the type of injury',
  remarksRequired: 'Describe what happened and the first aid given',
  notPlaced: 'The child is not in a class on that day',
} as const

const percent = z
  .number({ error: InjuryMsg.pointRequired })
  .min(0, InjuryMsg.pointRequired)
  .max(100, InjuryMsg.pointRequired)
  .transform((v) => Math.round(v * 10) / 10)

/** An injury as staff record it: the tap on the diagram (top and left in percent of the outline), type, remarks. */
export const injuryInputSchema = z.object({
  side: z.enum(INJURY_SIDES, { error: InjuryMsg.pointRequired }),
  top: percent,
  left: percent,
  injuryType: z.enum(INJURY_TYPES, { error: InjuryMsg.typeRequired }),
  remarks: z
    .string({ error: V.required })
    .trim()
    .min(1, InjuryMsg.remarksRequired)
    .max(1000, 'At most 1000 characters'),
})
export type InjuryInput = z.infer<typeof injuryInputSchema>
