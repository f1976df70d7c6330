import { singaporeToday, WithdrawalMsg, withdrawalInputSchema, ErrorCode } from '@preschool/domain'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Actor } from '../../platform/authz/actor'
import { badInput, parseInput, refusal } from '../../platform/errors/domain-error'
import { type EsignDeps } from '../esign'
import { enrolledSeat, estimateFor } from './estimate'
import { insertWithdrawal, insertWithdrawalLog, selectActiveCode } from './queries'
import { makeWithdrawalForm } from './withdrawal-form'

const field = (name: string, message: string) => badInput(message, { [name]: message })

/**
 * submitWithdrawalRequest: the parent (or staff for them) gives notice for an enrolled child. The notification date
 * is not in the future and not before enrolment; the last day respects the school's notice, or the fee in lieu of
 * the notice not given is accepted (it comes off the deposit). The refund figures are frozen as the family saw them,
 * and the withdrawal form goes out for the family's signature in the same transaction.
 */
export async function submitWithdrawal(
  db: Db,
  deps: EsignDeps,
  actor: Actor,
  childId: number,
  raw: unknown,
): Promise<number> {
  const data = parseInput(withdrawalInputSchema, raw)
  const today = singaporeToday()
  if (data.noticeDate > today) throw field('noticeDate', WithdrawalMsg.noticeInFuture)
  if (!(await selectActiveCode(db, actor.schoolId, 'withdrawal_parent_reason', data.codeByParentReason)))
    throw field('codeByParentReason', WithdrawalMsg.unknownReason)
  try {
    return await db.transaction(async (tx) => {
      const seat = await enrolledSeat(tx, actor.schoolId, childId, today)
      if (data.noticeDate < seat.enrolledOn) throw field('noticeDate', WithdrawalMsg.noticeBeforeEnrolment)
      const estimate = await estimateFor(tx, actor.schoolId, childId, seat, data)
      if (estimate.shortNoticeDays > 0 && !data.feeInLieuAccepted)
        throw field('effectiveDate', WithdrawalMsg.shortNotice(estimate.noticeInDays))
      const row = await insertWithdrawal(tx, {
        fkSchool: actor.schoolId,
        fkCentre: seat.centreId,
        fkChild: childId,
        noticeDate: data.noticeDate,
        effectiveDate: data.effectiveDate,
        fkCodeByParentReason: data.codeByParentReason,
        remark: data.remark,
        monthlyFeeAmount: estimate.monthlyFee,
        depositAmount: estimate.depositAmount,
        feeInLieuAmount: estimate.feeInLieuAmount,
        feeInLieuAccepted: estimate.feeInLieuAmount > 0 && data.feeInLieuAccepted,
        refundDepositAmount: estimate.defaultDepositRefundAmount,
        refundFeeAmount: estimate.defaultFeeRefundAmount,
        fkSubmittedBy: actor.userId,
      })
      await insertWithdrawalLog(tx, {
        fkSchool: actor.schoolId,
        fkWithdrawal: row.id,
        fkUser: actor.userId,
        status: row.status,
        remark: data.remark,
      })
      await makeWithdrawalForm(tx, deps, row, actor.userId)
      return row.id
    })
  } catch (error) {
    if (isUniqueViolation(error, 'withdrawals_child_live'))
      throw refusal(ErrorCode.Conflict, 'withdrawals.liveExists')
    throw error
  }
}
