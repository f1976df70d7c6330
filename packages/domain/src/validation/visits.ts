import { z } from 'zod'
import { ApprovalDisplay, RecurType, VisitStatus, VisitStatusText, VisitType } from '../enquiry-states'
import { toMinutes } from '../visit-slots'
import { planningDateSchema } from './date-bounds'
import { daysInclusive } from './holidays'
import { V } from './messages'

export const SLOT_MINUTES_MIN = 5
export const SLOT_MINUTES_MAX = 480
export const FAMILIES_PER_SLOT_MAX = 100
/** A year of dates at most: a longer availability is a typo, and expanding it must stay cheap. */
export const AVAILABILITY_MAX_DAYS = 366
export const VISIT_REMARKS_MAX = 1000

/** Messages of visit availability, booking and decisions; the web shows the server's, word for word. */
export const VisitMsg = {
  time: 'Enter a time as HH:mm',
  month: 'Enter a month as YYYY-MM',
  calendarMonth: 'Month must be a whole number from 1 to 12',
  year: 'Enter a year from 1 to 9999',
  visitType: 'Visit type must be centre_visit or trial',
  recurType: 'Repeat must be none, daily, weekly or monthly',
  status: `Status must be one of ${VisitStatus.join(', ')}`,
  endDate: 'End date must be on or after start date',
  oneDay: 'A one-time availability starts and ends on the same day',
  tooLong: `An availability can span at most ${AVAILABILITY_MAX_DAYS} days`,
  startPast: 'Start date cannot be in the past',
  toAfterFrom: 'End time must be after start time',
  slotMinutes: `Slot length must be a whole number of minutes from ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX}`,
  slotFits: 'The slot length must fit between the start and end times',
  families: `Families per slot must be a whole number from 1 to ${FAMILIES_PER_SLOT_MAX}`,
  recurOnDaysRequired: 'Choose at least one day of the week',
  recurOnDay: 'Days of the week are 0 (Sunday) to 6 (Saturday)',
  rangeOrder: 'To date must be on or after from date',
  remarksRequired: 'Remarks are required',
  remarksMax: `At most ${VISIT_REMARKS_MAX} characters`,
  // Booking refusals.
  slotFull: 'This time slot is fully booked. Please choose another.',
  slotPast: 'This time slot has already passed. Please choose a later one.',
  outsideAvailability: 'This time is not open for bookings. Please choose one of the available time slots.',
  holiday: (title: string) => `The centre is closed on this day (${title}). Please choose another day.`,
  noVacancy:
    'The centre has no vacancy for this level in the planned month, so visits cannot be booked yet. The centre will contact you when a place opens.',
  enquiryClosed: 'This enquiry is closed',
  visitSkipped: 'The centre visit is skipped for this enquiry',
  trialSkipped: 'The trial class is skipped for this enquiry',
  visitBooked: 'A centre visit is already booked for this enquiry',
  trialBooked: 'A trial class is already booked for this enquiry',
  cannotBookVisit: 'A centre visit cannot be booked at this stage of the enquiry',
  cannotBookTrial: 'A trial class can be booked only after the centre visit is approved or skipped',
  trialBeforeVisit: 'The trial class must take place after the centre visit. Please choose a later time.',
  alreadyTakenPlace: 'This visit has already taken place',
  sameSlot: 'The visit is already booked at this time. Please choose another time.',
  notChangeable: 'This visit can no longer be changed',
  notPending: 'Only a visit pending approval can be decided',
  wrongStage: 'The enquiry is not at this stage any more',
  paymentPending: 'The trial class fee has not been paid yet. Record the payment before approving the trial.',
  noPaymentDue: 'No trial class fee is due for this visit',
  cannotSkipVisit: 'The centre visit can no longer be skipped for this enquiry',
  cannotSkipTrial: 'The trial class can no longer be skipped for this enquiry',
  notConfirmed: 'Only a booked or approved visit can be added to a calendar',
} as const

const isoDate = planningDateSchema()
const time = z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, VisitMsg.time)
export const visitTypeSchema = z.enum(VisitType, { error: VisitMsg.visitType })
const validDates = (a: { start: string; end: string }) =>
  isoDate.safeParse(a.start).success && isoDate.safeParse(a.end).success
const validTimes = (a: { from: string; to: string }) =>
  time.safeParse(a.from).success && time.safeParse(a.to).success

/**
 * An availability as staff publish it (addCalendarEvent). `today` is Singapore's date. recurOnDays is kept for
 * weekly availabilities only (sorted, without repeats) and emptied for the others.
 */
export const visitAvailabilityInputSchema = (today: string) =>
  z
    .object({
      visitType: visitTypeSchema,
      start: isoDate,
      end: isoDate,
      from: time,
      to: time,
      recurType: z.enum(RecurType, { error: VisitMsg.recurType }),
      recurOnDays: z
        .array(z.number().int(VisitMsg.recurOnDay).min(0, VisitMsg.recurOnDay).max(6, VisitMsg.recurOnDay))
        .nullish()
        .transform((days) => [...new Set(days ?? [])].sort((a, b) => a - b)),
      slotMinutes: z
        .number({ error: V.required })
        .int(VisitMsg.slotMinutes)
        .min(SLOT_MINUTES_MIN, VisitMsg.slotMinutes)
        .max(SLOT_MINUTES_MAX, VisitMsg.slotMinutes),
      familiesPerSlot: z
        .number({ error: V.required })
        .int(VisitMsg.families)
        .min(1, VisitMsg.families)
        .max(FAMILIES_PER_SLOT_MAX, VisitMsg.families),
    })
    .superRefine((a, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (validDates(a)) {
        if (a.start < today) issue('start', VisitMsg.startPast)
        if (a.end < a.start) issue('end', VisitMsg.endDate)
        else if (a.recurType === 'none' && a.end !== a.start) issue('end', VisitMsg.oneDay)
        else if (daysInclusive(a.start, a.end) > AVAILABILITY_MAX_DAYS) issue('end', VisitMsg.tooLong)
      }
      if (validTimes(a)) {
        const window = toMinutes(a.to) - toMinutes(a.from)
        if (window <= 0) issue('to', VisitMsg.toAfterFrom)
        else if (Number.isInteger(a.slotMinutes) && a.slotMinutes > window)
          issue('slotMinutes', VisitMsg.slotFits)
      }
      if (a.recurType === 'weekly' && a.recurOnDays.length === 0)
        issue('recurOnDays', VisitMsg.recurOnDaysRequired)
    })
    .transform((a) => ({ ...a, recurOnDays: a.recurType === 'weekly' ? a.recurOnDays : [] }))
export type VisitAvailabilityInput = z.input<ReturnType<typeof visitAvailabilityInputSchema>>
export type VisitAvailabilityData = z.output<ReturnType<typeof visitAvailabilityInputSchema>>

/** The slot a parent books: a date and one slot's HH:mm bounds. */
export const visitSlotInputSchema = z
  .object({ date: isoDate, from: time, to: time })
  .refine((s) => !validTimes(s) || s.to > s.from, { message: VisitMsg.toAfterFrom, path: ['to'] })
export type VisitSlotInput = z.output<typeof visitSlotInputSchema>

/** A month as YYYY-MM (the parent's booking calendar). */
export const visitMonthSchema = z
  .string({ error: V.required })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, VisitMsg.month)
  .refine((m) => m >= '0001-01', VisitMsg.month)

/** A month of the centre calendar. */
export const calendarMonthSchema = z.object({
  year: z.number().int(VisitMsg.year).min(1, VisitMsg.year).max(9999, VisitMsg.year),
  month: z
    .number()
    .int(VisitMsg.calendarMonth)
    .min(1, VisitMsg.calendarMonth)
    .max(12, VisitMsg.calendarMonth),
})

/** Staff remarks on a decision: optional, blank is none. */
export const optionalRemarksSchema = z
  .string()
  .trim()
  .max(VISIT_REMARKS_MAX, VisitMsg.remarksMax)
  .nullish()
  .transform((r) => r || null)

/** Skipping the trial needs a reason (spec 002 section 5). */
export const requiredRemarksSchema = z
  .string({ error: VisitMsg.remarksRequired })
  .trim()
  .min(1, VisitMsg.remarksRequired)
  .max(VISIT_REMARKS_MAX, VisitMsg.remarksMax)

/** The arguments of a decision with optional remarks (approve, reject, skip the centre visit). */
export const visitDecisionSchema = z.object({ remarks: optionalRemarksSchema })
/** The arguments of skipTrialVisit. */
export const skipTrialSchema = z.object({ remarks: requiredRemarksSchema })

/** The filter of a centre's visit list. */
export const scheduledVisitsFilterSchema = z
  .object({
    visitType: visitTypeSchema.nullish(),
    status: z.enum(VisitStatus, { error: VisitMsg.status }).nullish(),
    from: isoDate.nullish(),
    to: isoDate.nullish(),
  })
  .refine((f) => !f.from || !f.to || f.to >= f.from, { message: VisitMsg.rangeOrder, path: ['to'] })

/** An overlap window of the availability list. */
export const dateRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((r) => r.to >= r.from, { message: VisitMsg.rangeOrder, path: ['to'] })

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The trial class's own wording of the statuses the spec names for centre visits. */
export const TrialStatusText: Partial<Record<VisitStatus, string>> = {
  created: 'Pending trial class',
  rejected: 'Trial Class Rejected',
  completed: 'Trial Class Approved',
}

/** The status as shown (spec 000 section 4); statuses without a text read as the capitalised status. */
export function visitStatusText(visitType: string, status: string): string {
  const texts = visitType === 'trial' ? TrialStatusText : VisitStatusText
  return texts[status as VisitStatus] ?? capitalise(status)
}

/** Pending Approval, Approved or Declined; cancelled and skipped visits read as their status. */
export function visitApprovalDisplay(status: string): string {
  if (status === 'created') return ApprovalDisplay.pending
  if (status === 'completed') return ApprovalDisplay.approved
  if (status === 'rejected') return ApprovalDisplay.declined
  return capitalise(status)
}
