import { z } from 'zod'
import { planningDateSchema } from './date-bounds'
import { addMonths } from '../format/calendar'
import { optionalRemarksSchema } from './visits'

/** A centre's places for one level: more than any preschool centre holds, so a larger figure is a typo. */
export const CAPACITY_MAX = 999
/** Two years of months for a handful of levels: a longer request is a bulk load, not a change request. */
export const CAPACITY_ITEMS_MAX = 120

/** Where a capacity change request stands; the web shows the labels, never the stored values (spec 000 s.4). */
export const CapacityDraftStatus = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type CapacityDraftStatus = (typeof CapacityDraftStatus)[number]
export const CapacityDraftStatusText: Record<CapacityDraftStatus, string> = {
  pending: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Recalled',
}

/** The nine vacancy statuses of a month, in the spec's order (spec 000, spec 002 s.4). */
export const VacancyStatus = [
  'existing_enrolment',
  'transfer_in',
  'transfer_out',
  'promotion',
  'withdraw',
  'pending_registration',
  'enrolled',
  'on_waitlist',
  'available_vacancy',
] as const
export type VacancyStatus = (typeof VacancyStatus)[number]

export type VacancyCounts = Record<Exclude<VacancyStatus, 'available_vacancy'>, number>

/**
 * The places left in a month: capacity less the children who hold a seat (enrolled before the month began, newly
 * enrolled, transferring in, holding an offer) plus the seats that free up (promoted out, transferring out,
 * withdrawn). The waitlist is demand, not a held seat, so it does not lower the vacancy. May be negative: a
 * centre over its capacity (a negative vacancy).
 */
export function availableVacancy(capacity: number, c: VacancyCounts): number {
  return (
    capacity -
    c.existing_enrolment -
    c.enrolled -
    c.transfer_in -
    c.pending_registration +
    c.transfer_out +
    c.promotion +
    c.withdraw
  )
}

export const CapacityMsg = {
  itemsRequired: 'Add at least one capacity change',
  itemsMax: `A request can hold at most ${CAPACITY_ITEMS_MAX} changes`,
  capacity: `Capacity must be a whole number from 0 to ${CAPACITY_MAX}`,
  level: 'Choose a level',
  firstOfMonth: 'A capacity change starts on the 1st of a month',
  pastMonth: 'A capacity change cannot start in a month that has passed',
  duplicate: 'This level already has a change for this month in the request',
  levelNotOffered: 'The centre does not offer this level',
  pendingExists:
    'This centre already has a capacity change request waiting for approval. Recall it or wait for its decision before submitting another.',
  notPending: 'This capacity change request has already been decided or recalled',
} as const

export const capacityDraftItemSchema = z.object({
  fkLevel: z.number({ error: CapacityMsg.level }).int(CapacityMsg.level).positive(CapacityMsg.level),
  capacity: z
    .number({ error: CapacityMsg.capacity })
    .int(CapacityMsg.capacity)
    .min(0, CapacityMsg.capacity)
    .max(CAPACITY_MAX, CapacityMsg.capacity),
  date: planningDateSchema().refine((d) => d.slice(8) === '01', CapacityMsg.firstOfMonth),
})
export type CapacityDraftItemInput = z.infer<typeof capacityDraftItemSchema>

/**
 * Remarks are the visits' (optionalRemarksSchema, requiredRemarksSchema): reject and recall need them (spec 000
 * s.5 "Capacity draft recall, reject and cancel need remarks"), submit and approve take them optionally.
 *
 * A capacity change request as submitted (submitVacancyPlanning). `today` is Singapore's date: a change may start
 * in the current month (it corrects this month's plan) but not in one that has passed. Each refusal lands on the
 * item's field (`items.2.date`).
 */
export const capacityRequestSchema = (today: string) =>
  z
    .object({
      remarks: optionalRemarksSchema,
      items: z
        .array(capacityDraftItemSchema, { error: CapacityMsg.itemsRequired })
        .min(1, CapacityMsg.itemsRequired)
        .max(CAPACITY_ITEMS_MAX, CapacityMsg.itemsMax),
    })
    .superRefine((r, ctx) => {
      const seen = new Set<string>()
      const thisMonth = `${today.slice(0, 7)}-01`
      r.items.forEach((item, i) => {
        if (item.date < thisMonth)
          ctx.addIssue({ code: 'custom', path: ['items', i, 'date'], message: CapacityMsg.pastMonth })
        const key = `${item.fkLevel}:${item.date}`
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: ['items', i, 'date'], message: CapacityMsg.duplicate })
        seen.add(key)
      })
    })
export type CapacityRequest = z.output<ReturnType<typeof capacityRequestSchema>>

/**
 * The month a child leaves a level by promotion. They outgrow it in the month they turn `toMonth` months old;
 * with a promotion date, the level promotes once a year in that date's month, so the child goes up at the last
 * promotion on or before outgrowing it (a January promotion moves a whole birth year together, as Singapore's
 * preschools do). Without a promotion date they leave in the month they outgrow it.
 */
export function promotionMonth(
  dateOfBirth: string,
  level: { toMonth: number; promotionDate: string | null },
): string {
  const outgrown = addMonths(dateOfBirth, level.toMonth)
  if (!level.promotionDate) return outgrown
  const promotion = Number(level.promotionDate.slice(5, 7))
  const year = Number(outgrown.slice(0, 4)) - (Number(outgrown.slice(5, 7)) < promotion ? 1 : 0)
  return `${year}-${String(promotion).padStart(2, '0')}-01`
}

/** The first day of each of `count` months from the month of `first` (YYYY-MM-DD), in order. */
export function monthsFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i))
}

/** The request list's filter (capacityDraftsByFkSchool); empty values mean no filter. */
export const capacityDraftFilterSchema = z
  .object({
    fkCentre: z.number().int().positive().nullish(),
    status: z
      .enum(CapacityDraftStatus, { error: 'Status must be pending, approved, rejected or cancelled' })
      .nullish(),
    year: z
      .number()
      .int()
      .min(1900, 'Enter a year from 1900 to 2100')
      .max(2100, 'Enter a year from 1900 to 2100')
      .nullish(),
  })
  .nullish()
  .transform((f) => ({ fkCentre: f?.fkCentre ?? null, status: f?.status ?? null, year: f?.year ?? null }))
