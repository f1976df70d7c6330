import { singaporeToday } from '@preschool/domain'
import type { Db } from '../../db/client'
import { defineJob } from '../../platform/jobs/define'
import { leaveSchool } from '../classes'
import { endMandatesOfChildLeft } from '../giro'
import { raiseRefund } from '../ledger'
import { insertWithdrawalLog, moveWithdrawal, selectDueWithdrawals, type WithdrawalRow } from './queries'

/** Withdrawals handled per statement; each in its own transaction, so one failure does not hold the others. */
const BATCH = 200

/**
 * The child leaves on its last day, in one transaction: the seat and class placements end (the vacancy plan frees
 * the seat, the child moves to past children), the live GIRO mandates end, the deposit refund is raised for finance
 * (non-CDA: the deposit was paid at registration, not from the CDA), and the withdrawal becomes withdrawn. A
 * withdrawal cancelled meanwhile is left alone (the move from approved fails and nothing is written).
 */
export async function completeWithdrawal(db: Db, w: WithdrawalRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await moveWithdrawal(tx, w.id, ['approved'], { status: 'withdrawn' })
    if (!moved) return false
    await leaveSchool(tx, w.fkSchool, w.fkChild, w.effectiveDate)
    await endMandatesOfChildLeft(tx, w.fkSchool, w.fkChild, 'The child was withdrawn')
    const parts = [
      { refundType: 'deposit' as const, amountCents: w.refundDepositAmount, label: 'Deposit refund' },
      { refundType: 'fee' as const, amountCents: w.refundFeeAmount, label: 'Fee refund' },
    ]
    for (const part of parts.filter((p) => p.amountCents > 0))
      await raiseRefund(tx, {
        schoolId: w.fkSchool,
        centreId: w.fkCentre,
        childId: w.fkChild,
        refundDate: w.effectiveDate,
        ...part,
        isCda: false,
        source: 'withdrawal',
        sourceId: w.id,
      })
    await insertWithdrawalLog(tx, {
      fkSchool: w.fkSchool,
      fkWithdrawal: w.id,
      fkUser: null,
      status: 'withdrawn',
      remark: null,
    })
    return true
  })
}

/** Every approved withdrawal whose last day has come (today, Singapore; missed days catch up). */
export const withdrawalLastDay = defineJob({
  name: 'withdrawals-last-day',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  // 23:00 in Singapore (15:00 UTC) on the last day: the child is seated through it and gone the next morning.
  cron: '0 15 * * *',
  policy: 'stately',
  async handle(_data, { db, log }) {
    const today = singaporeToday()
    let failed: unknown = null
    const seen = new Set<number>()
    for (;;) {
      const due = (await selectDueWithdrawals(db, today, BATCH)).filter((w) => !seen.has(w.id))
      if (due.length === 0) break
      for (const w of due) {
        seen.add(w.id)
        try {
          await completeWithdrawal(db, w)
        } catch (err) {
          failed = err
          log.error({ withdrawalId: w.id, err }, 'withdrawal last day failed')
        }
      }
    }
    if (failed) throw failed
  },
})
