import dayjs from 'dayjs'
import { z } from 'zod'
import { planningDateSchema } from './date-bounds'
import { V } from './messages'

/** A fee draft's life: draft -> pending (submitted) -> approved, rejected or cancelled. */
export const FeeDraftStatus = ['draft', 'pending', 'approved', 'rejected', 'cancelled'] as const
export type FeeDraftStatus = (typeof FeeDraftStatus)[number]

/** Levels x programmes x nationalities of a centre stay far below this; the cap keeps one insert in bounds. */
export const MAX_FEES = 500

export const FeeMsg = {
  amount: 'Enter an amount of 0 or more, in cents',
  amountTooLarge: 'An amount cannot exceed $100,000',
  registrationToAfterFrom: 'Registration end must be on or after its start',
  feesRequired: 'Add at least one fee',
  duplicateFee: 'Each level, nationality and programme has one fee',
  programNotOfLevel: 'Choose a programme of the level',
  levelNotAtCentre: 'Choose levels and programmes the centre offers',
  unknownGroup: 'Choose a fee group of this school',
  tierNotAtCentre: 'Choose a fee tier of the centre',
  effectiveFromPast: 'The change cannot take effect before today',
  tierStartPast: 'A new fee tier cannot start before today',
  notDraft: 'Only a draft can be changed or submitted',
  notPending: 'Only a pending request can be approved, rejected or cancelled',
  notRequester: 'Only the requester can cancel a request',
  notRequesterChange: 'Only the requester can change or submit a request',
  noChange: 'Change at least one amount before submitting',
  remarkRequired: 'Give a reason for rejecting',
  openDraftExists: 'This fee tier already has an open fee change request',
  itemsRequired: 'Add at least one fee',
  tooManyFees: `At most ${MAX_FEES} fees in a tier`,
} as const

const MAX_CENTS = 10_000_000
const cents = z
  .number({ error: FeeMsg.amount })
  .int(FeeMsg.amount)
  .min(0, FeeMsg.amount)
  .max(MAX_CENTS, FeeMsg.amountTooLarge)
const id = z.number({ error: V.required }).int().positive()
const text = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, `At most ${max} characters`)
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((s) => s || null)

/** One fee of a tier: for a level, programme and nationality, an amount from a date. */
export const feeInputSchema = z.object({
  fkLevel: id,
  fkProgram: id,
  nationality: text(60),
  amount: cents,
  effectiveFrom: planningDateSchema(),
})
export type FeeInput = z.output<typeof feeInputSchema>

const feeKey = (f: { fkLevel: number; fkProgram: number; nationality: string }) =>
  `${f.fkLevel}/${f.fkProgram}/${f.nationality.toLowerCase()}`

/** A fee tier: the fees a centre charges families who register within its registration dates. */
export const feeTierInputSchema = z
  .object({
    fkCentre: id,
    fkGroup: id,
    label: text(100),
    effectiveForRegistrationFrom: planningDateSchema(),
    effectiveForRegistrationTo: planningDateSchema()
      .nullish()
      .transform((d) => d ?? null),
    isLastTierInGroup: z.boolean().default(false),
    fees: z.array(feeInputSchema).min(1, FeeMsg.feesRequired).max(MAX_FEES, FeeMsg.tooManyFees),
  })
  .refine(
    (t) =>
      t.effectiveForRegistrationTo === null || t.effectiveForRegistrationTo >= t.effectiveForRegistrationFrom,
    {
      message: FeeMsg.registrationToAfterFrom,
      path: ['effectiveForRegistrationTo'],
    },
  )
  .refine((t) => new Set(t.fees.map(feeKey)).size === t.fees.length, {
    message: FeeMsg.duplicateFee,
    path: ['fees'],
  })
export type FeeTierInput = z.output<typeof feeTierInputSchema>

/** A new fee change request of a tier, from a date (not in the past). */
export const feeDraftInputSchema = z.object({
  fkFeeTier: id,
  effectiveFrom: planningDateSchema(),
  remark: optionalText(500),
})

/** The amounts of a draft's items: level, programme and nationality with the new amount. */
export const feeDraftItemInputSchema = z.object({
  fkLevel: id,
  fkProgram: id,
  nationality: text(60),
  amount: cents,
})
export const feeDraftItemsSchema = z
  .array(feeDraftItemInputSchema)
  .min(1, FeeMsg.itemsRequired)
  .max(MAX_FEES, FeeMsg.tooManyFees)
  .refine((items) => new Set(items.map(feeKey)).size === items.length, FeeMsg.duplicateFee)
export type FeeDraftItemInput = z.output<typeof feeDraftItemInputSchema>

export const feeRemarkSchema = optionalText(500)
export const feeRejectRemarkSchema = text(500).refine(Boolean, FeeMsg.remarkRequired)

/** What orders a fee item: its level (by starting age, then label), nationality, programme and date. */
export interface FeeItemOrder {
  level: string
  /** The level's starting age in months: the spec lists levels from the youngest. */
  levelFromMonth: number
  nationality: string
  program: string
  effectiveFrom?: string | null
}

/** The spec's order of fee items: level by starting age, nationality, programme, effectiveFrom. */
export function compareFeeItems(a: FeeItemOrder, b: FeeItemOrder): number {
  return (
    a.levelFromMonth - b.levelFromMonth ||
    a.level.localeCompare(b.level) ||
    a.nationality.localeCompare(b.nationality) ||
    a.program.localeCompare(b.program) ||
    (a.effectiveFrom ?? '').localeCompare(b.effectiveFrom ?? '')
  )
}

/**
 * ECDA asks for notice before a fee increase: true when an increase takes effect less than `months` months after
 * the day it is approved (0 months: never).
 */
export function increaseNeedsNoticeWarning(
  effectiveFrom: string,
  approvalDate: string,
  months: number,
): boolean {
  if (months <= 0) return false
  return effectiveFrom < dayjs(approvalDate).add(months, 'month').format('YYYY-MM-DD')
}

/** The drafts list's filter: a centre and a status; empty values mean no filter. */
export const feeDraftFilterSchema = z
  .object({
    fkCentre: id.nullish(),
    status: z.enum(FeeDraftStatus).nullish().or(z.literal('')),
  })
  .nullish()
  .transform((f) => ({ fkCentre: f?.fkCentre ?? null, status: f?.status || null }))
