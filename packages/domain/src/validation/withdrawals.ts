import { z } from 'zod'
import { addDays } from '../format/calendar'
import { planningDateSchema } from './date-bounds'
import { V } from './messages'

/**
 * A withdrawal's life (spec 002 section 4; its values are not shown, so these are ours): the parent's notice waits
 * for the centre (pending_centre), then head office (pending_hq); approved until its last day, when the job moves
 * it to withdrawn. Rejected and cancelled end it.
 */
export const WithdrawalStatus = [
  'pending_centre',
  'pending_hq',
  'approved',
  'withdrawn',
  'rejected',
  'cancelled',
] as const
export type WithdrawalStatus = (typeof WithdrawalStatus)[number]
/** The statuses in which a child's withdrawal is live: at most one per child. */
export const LiveWithdrawalStatus = ['pending_centre', 'pending_hq', 'approved'] as const

/** Fee in lieu counts a month as 30 days: one day short of notice costs a thirtieth of the monthly fee. */
export const FEE_IN_LIEU_DAYS_PER_MONTH = 30

export const WithdrawalMsg = {
  noticeInFuture: 'Withdrawal notification date cannot be in the future',
  noticeBeforeEnrolment: 'Withdrawal notification date cannot be before the enrolment date',
  lastDayBeforeNotice: 'The last day cannot be before the notification date',
  shortNotice: (days: number) =>
    `The last day must be at least ${days} days after the notification date, unless the fee in lieu of notice is accepted`,
  notEnrolled: 'Only an enrolled child can be withdrawn',
  liveExists: 'This child already has a withdrawal in progress',
  unknownReason: 'Choose a reason from the list',
  notPendingCentre: 'Only a withdrawal waiting for the centre can be approved or rejected by the centre',
  notPendingHQ: 'Only a withdrawal approved by the centre can be approved or rejected by HQ',
  sameApprover: 'HQ approval must be given by someone other than the centre approver',
  notCancellable: 'Only a withdrawal waiting for approval can be cancelled',
  notApproved: 'Only an approved withdrawal can be cancelled',
  pastLastDay: 'A withdrawal cannot be cancelled on or after its last day',
  notOpen: 'This withdrawal is no longer open',
  alreadyVerified: 'The documents are already verified',
  remarkRequired: 'Give a reason for rejecting',
} as const

const id = z.number({ error: V.required }).int().positive()
const remark = z
  .string()
  .trim()
  .max(1000, 'At most 1000 characters')
  .nullish()
  .transform((s) => s || null)

/** The parent's notice (or staff's on their behalf): dates and the parent's reason; the rules that need the child are the server's. */
export const withdrawalInputSchema = z
  .object({
    noticeDate: planningDateSchema(),
    effectiveDate: planningDateSchema(),
    codeByParentReason: id,
    remark,
    feeInLieuAccepted: z.boolean().default(false),
  })
  .refine((w) => w.effectiveDate >= w.noticeDate, {
    message: WithdrawalMsg.lastDayBeforeNotice,
    path: ['effectiveDate'],
  })
export type WithdrawalInput = z.output<typeof withdrawalInputSchema>

/** A decision's reason code (codeByReason) and remark; a rejection needs the remark. */
export const withdrawalDecisionSchema = z.object({ codeByReason: id.nullish(), remark })
export const withdrawalRejectionSchema = z.object({
  codeByReason: id.nullish(),
  remark: remark.refine((r) => r !== null, WithdrawalMsg.remarkRequired),
})
export const withdrawalRemarkSchema = remark

export const withdrawalFilterSchema = z
  .object({
    fkCentre: id.nullish(),
    fkChild: id.nullish(),
    status: z.enum(WithdrawalStatus).nullish().or(z.literal('')),
    search: z.string().trim().max(100).nullish(),
  })
  .nullish()
  // Empty filter values are dropped (spec 002 section 5).
  .transform((f) => ({
    fkCentre: f?.fkCentre ?? null,
    fkChild: f?.fkChild ?? null,
    status: f?.status || null,
    search: f?.search || null,
  }))
export type WithdrawalFilter = z.output<typeof withdrawalFilterSchema>

/** Days from the notice to the last day, counting the last day (30 days' notice given on 1 March: last day 31 March). */
export const noticeDaysGiven = (noticeDate: string, lastDay: string) =>
  Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${noticeDate}T00:00:00Z`)) / 86_400_000) + 1

/** The earliest last day that respects the school's notice. */
export const earliestLastDay = (noticeDate: string, noticeDays: number) =>
  addDays(noticeDate, Math.max(noticeDays, 1) - 1)

export interface RefundEstimateInput {
  monthlyFeeCents: number
  depositPaidCents: number
  noticeDate: string
  lastDay: string
  noticeDays: number
}

/**
 * estimateRefundAmount: the deposit paid comes back less the fee in lieu of the notice not given (a thirtieth of
 * the monthly fee per day short). Fees paid for days after the last day are settled by the final invoice, which
 * pro-rates the last month, so the default fee refund is 0.
 */
export function estimateRefund(i: RefundEstimateInput) {
  const shortNoticeDays = Math.max(0, i.noticeDays - noticeDaysGiven(i.noticeDate, i.lastDay))
  const feeInLieuAmount = Math.round((i.monthlyFeeCents * shortNoticeDays) / FEE_IN_LIEU_DAYS_PER_MONTH)
  return {
    monthlyFee: i.monthlyFeeCents,
    depositAmount: i.depositPaidCents,
    shortNoticeDays,
    feeInLieuAmount,
    defaultDepositRefundAmount: Math.max(0, i.depositPaidCents - feeInLieuAmount),
    defaultFeeRefundAmount: 0,
  }
}
export type RefundEstimate = ReturnType<typeof estimateRefund>
