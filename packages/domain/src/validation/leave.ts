import { z } from 'zod'
import { planningDateSchema } from './date-bounds'
import { V } from './messages'

/** Where a request stands: pending until decided when its type needs approval, approved at once otherwise. */
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type LeaveStatus = (typeof LEAVE_STATUSES)[number]
/** A half day is the morning or the afternoon of a single day. */
export const LEAVE_HALF_DAYS = ['am', 'pm'] as const
export type LeaveHalfDay = (typeof LEAVE_HALF_DAYS)[number]
/** A request covers at most this many days (a long absence is a withdrawal, not leave). */
export const LEAVE_MAX_DAYS = 62

export const LeaveMsg = {
  codeFormat: 'Code must be 1 to 10 letters, digits or underscores',
  codeTaken: 'A leave type with this code already exists',
  appliesToNobody: 'A leave type must apply to staff, children or both',
  toBeforeFrom: 'To date must be on or after from date',
  tooLong: `Leave can cover at most ${LEAVE_MAX_DAYS} days`,
  halfDayOneDay: 'A half day must start and end on the same day',
  halfDayNotAllowed: 'This leave type cannot be taken as a half day',
  typeNotForChild: 'This leave type is not for children',
  typeNotForStaff: 'This leave type is not for staff',
  typeInactive: 'This leave type is no longer offered',
  overlaps: 'This leave overlaps another leave request',
  notPending: 'This leave request has already been decided',
  notStaffOfCentre: 'Only staff of a centre can request leave for themselves',
  notEnrolled: 'This child has no place at a centre on these dates',
  remarkRequired: 'Enter a remark',
  alreadyStarted: 'Leave that has started cannot be withdrawn',
  notCancellable: 'This leave request can no longer be withdrawn',
} as const

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`)
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null))

/** A leave type of the school (HQ's): annual, medical (MC), childcare... */
export const leaveTypeInputSchema = z
  .object({
    code: z
      .string({ error: V.required })
      .trim()
      .regex(/^[A-Za-z0-9_]{1,10}$/, LeaveMsg.codeFormat)
      .transform((c) => c.toUpperCase()),
    label: text(60).min(1, V.required),
    halfDayApplicable: z.boolean(),
    applicableToStaff: z.boolean(),
    applicableToChild: z.boolean(),
    approveRequired: z.boolean(),
    active: z.boolean(),
  })
  .refine((t) => t.applicableToStaff || t.applicableToChild, {
    message: LeaveMsg.appliesToNobody,
    path: ['applicableToChild'],
  })
export type LeaveTypeInput = z.output<typeof leaveTypeInputSchema>

/** A leave request: a type, a range of days (or one half day) and the requester's remark. */
export const leaveRequestInputSchema = z
  .object({
    leaveTypeID: z.number({ error: V.required }).int().positive(),
    from: planningDateSchema(),
    to: planningDateSchema(),
    // The form's "whole days" choice is the empty value.
    halfDay: z
      .enum(LEAVE_HALF_DAYS)
      .or(z.literal(''))
      .nullish()
      .transform((v) => v || null),
    remark: optionalText(500),
  })
  .refine((r) => r.to >= r.from, { message: LeaveMsg.toBeforeFrom, path: ['to'] })
  .refine((r) => r.to < r.from || (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < LEAVE_MAX_DAYS, {
    message: LeaveMsg.tooLong,
    path: ['to'],
  })
  .refine((r) => r.halfDay === null || r.from === r.to, {
    message: LeaveMsg.halfDayOneDay,
    path: ['halfDay'],
  })
export type LeaveRequestInput = z.output<typeof leaveRequestInputSchema>

/** An approver's remark: optional when approving, required when rejecting. */
export const leaveDecisionRemarkSchema = optionalText(500)
export const leaveRejectRemarkSchema = text(500).min(1, LeaveMsg.remarkRequired)
