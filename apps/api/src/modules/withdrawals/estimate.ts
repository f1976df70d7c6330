import {
  earliestLastDay,
  estimateRefund,
  isoDateSchema,
  type RefundEstimate,
  SchoolConfigKey,
  WITHDRAWAL_NOTICE_DAYS,
  ErrorCode,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parseInput, refusal } from '../../platform/errors/domain-error'
import { type CurrentSeat, selectCurrentSeat } from '../classes'
import { monthlyFeeFor } from '../fees'
import { selectDepositPaid } from '../ledger'
import { selectSchoolConfig } from '../tenancy'

/** The school's notice in days (withdraw_notice_in_days), 30 when unset. */
export async function noticeDaysOf(db: DbOrTx, schoolId: number): Promise<number> {
  const value = (await selectSchoolConfig(db, schoolId, SchoolConfigKey.withdrawNoticeInDays))?.value ?? ''
  return /^\d{1,3}$/.test(value) ? Number(value) : WITHDRAWAL_NOTICE_DAYS
}

/** The child's seat today; a child without one is not enrolled and cannot be withdrawn. */
export async function enrolledSeat(db: DbOrTx, schoolId: number, childId: number, today: string) {
  const seat = await selectCurrentSeat(db, schoolId, childId, today)
  if (!seat) throw refusal(ErrorCode.Conflict, 'withdrawals.notEnrolled')
  return seat
}

export interface WithdrawalEstimate extends RefundEstimate {
  noticeInDays: number
  earliestLastDay: string
}

/** estimateRefundAmount for the child's seat: its monthly fee from the centre's tier, the deposit actually paid. */
export async function estimateFor(
  db: DbOrTx,
  schoolId: number,
  childId: number,
  seat: CurrentSeat,
  dates: { noticeDate: string; effectiveDate: string },
): Promise<WithdrawalEstimate> {
  const [noticeInDays, fee, depositPaidCents] = await Promise.all([
    noticeDaysOf(db, schoolId),
    monthlyFeeFor(db, {
      schoolId,
      centreId: seat.centreId,
      levelId: seat.levelId,
      programId: seat.programId,
      nationality: seat.nationality,
      registrationDay: seat.enrolledOn,
      feeDay: dates.effectiveDate,
    }),
    selectDepositPaid(db, schoolId, childId),
  ])
  return {
    ...estimateRefund({
      monthlyFeeCents: fee?.amountCents ?? 0,
      depositPaidCents,
      noticeDate: dates.noticeDate,
      lastDay: dates.effectiveDate,
      noticeDays: noticeInDays,
    }),
    noticeInDays,
    earliestLastDay: earliestLastDay(dates.noticeDate, noticeInDays),
  }
}

/** getWithdrawalDefaultRefundAmount: the estimate before any notice is given. */
export async function defaultRefundAmount(
  db: DbOrTx,
  schoolId: number,
  childId: number,
  raw: { noticeDate: string; effectiveDate: string },
  today: string,
): Promise<WithdrawalEstimate> {
  const noticeDate = parseInput(isoDateSchema(), raw.noticeDate)
  const effectiveDate = parseInput(isoDateSchema(), raw.effectiveDate)
  if (effectiveDate < noticeDate)
    throw refusal(ErrorCode.BadUserInput, 'withdrawals.lastDayBeforeNotice', 'effectiveDate')
  const seat = await enrolledSeat(db, schoolId, childId, today)
  return estimateFor(db, schoolId, childId, seat, { noticeDate, effectiveDate })
}
