import { singaporeToday, TransferMsg, transferInputSchema, ErrorCode } from '@preschool/domain'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { Actor } from '../../platform/authz/actor'
import { badInput, parseInput, refusal } from '../../platform/errors/domain-error'
import { selectCurrentSeat } from '../classes'
import {
  centreOffersLevel,
  hasLiveWithdrawal,
  insertTransfer,
  insertTransferLog,
  selectReasonCode,
} from './queries'

const field = (name: string, message: string) => badInput(message, { [name]: message })

/**
 * submitNewTransferRequest: the parent (or staff for them) asks to move an enrolled child to another centre of the
 * school from the 1st or 15th of a coming month. The destination must offer the child's level; the vacancy there is
 * shown on the request (vacancyAvailableForTransferRequest) and held only when the destination approves. A child
 * with a withdrawal in progress is not moved; one live transfer per child (the database's unique index).
 */
export async function submitTransfer(db: Db, actor: Actor, childId: number, raw: unknown): Promise<number> {
  const data = parseInput(transferInputSchema, raw)
  const today = singaporeToday()
  if (data.effectiveDate <= today) throw field('effectiveDate', TransferMsg.effectiveNotFuture)
  if (!(await selectReasonCode(db, actor.schoolId, data.codeByReason)))
    throw field('codeByReason', TransferMsg.unknownReason)
  try {
    return await db.transaction(async (tx) => {
      const seat = await selectCurrentSeat(tx, actor.schoolId, childId, today)
      if (!seat) throw refusal(ErrorCode.Conflict, 'transfers.notEnrolled')
      if (seat.centreId === data.fkDestinationCentre)
        throw field('fkDestinationCentre', TransferMsg.sameCentre)
      if (!(await centreOffersLevel(tx, actor.schoolId, data.fkDestinationCentre, seat.levelId)))
        throw field('fkDestinationCentre', TransferMsg.levelNotOffered)
      if (await hasLiveWithdrawal(tx, childId)) throw refusal(ErrorCode.Conflict, 'transfers.withdrawing')
      const row = await insertTransfer(tx, {
        fkSchool: actor.schoolId,
        fkChild: childId,
        fkSourceCentre: seat.centreId,
        fkDestinationCentre: data.fkDestinationCentre,
        fkLevel: seat.levelId,
        fkProgram: seat.programId,
        effectiveDate: data.effectiveDate,
        fkCodeByReason: data.codeByReason,
        remark: data.remark,
        fkSubmittedBy: actor.userId,
      })
      await insertTransferLog(tx, {
        fkSchool: actor.schoolId,
        fkTransfer: row.id,
        fkUser: actor.userId,
        status: row.status,
        remark: data.remark,
      })
      return row.id
    })
  } catch (error) {
    if (isUniqueViolation(error, 'transfers_child_live'))
      throw refusal(ErrorCode.Conflict, 'transfers.liveExists')
    throw error
  }
}
