import { singaporeToday, TransferMsg, transferRemarkSchema } from '@preschool/domain'
import type { Config } from '../../config'
import type { Db, Tx } from '../../db/client'
import { parseInput } from '../../platform/errors/domain-error'
import { defineJob } from '../../platform/jobs/define'
import { transferSeat } from '../classes'
import { closeSourceEnquiry, enrolTransferEnquiry } from '../enquiries'
import { endSeatOffer } from '../planning'
import { type StepActor, step } from './decisions'
import { tellFamily } from './family-notices'
import { selectDueTransfers, type TransferRow } from './queries'

/** Transfers completed per statement by the job; each in its own transaction, so one failure does not hold the others. */
const BATCH = 200

/**
 * The move, in the step's transaction: the child's seat and class end at the source the day before the effective
 * date and start at the destination on it (the fee tier follows the seat's centre, so the destination's fees apply
 * from that day); the seat held for the transfer enquiry is taken and the enquiry enrolled, and the source's enrolled
 * enquiry closed. The balance and GIRO
 * belong to the child, not the centre, so they carry over as they are: nothing is refunded and no mandate ends.
 */
async function move(tx: Tx, config: Pick<Config, 'publicUrl'>, t: TransferRow, actorId: number | null) {
  await transferSeat(tx, {
    schoolId: t.fkSchool,
    childId: t.fkChild,
    centreId: t.fkDestinationCentre,
    levelId: t.fkLevel,
    programId: t.fkProgram,
    firstDay: t.effectiveDate,
  })
  await endSeatOffer(tx, { fkSchool: t.fkSchool, fkEnquiry: t.fkEnquiry!, status: 'taken' })
  await enrolTransferEnquiry(tx, t.fkSchool, t.fkEnquiry!, actorId)
  await closeSourceEnquiry(tx, {
    schoolId: t.fkSchool,
    childId: t.fkChild,
    centreId: t.fkSourceCentre,
    actorId,
  })
  await tellFamily(tx, config.publicUrl, t, 'completed')
}

/** completeTransferRequest (staff of the destination), or the job on the effective date (no user). */
export async function completeTransfer(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: StepActor,
  id: number,
  rawRemark: unknown,
) {
  const remark = parseInput(transferRemarkSchema, rawRemark)
  await step(
    db,
    actor,
    id,
    {
      from: ['approved'],
      to: 'completed',
      remark,
      notThere: TransferMsg.notApproved,
      values: { completedAt: new Date() },
    },
    { effect: (t, tx) => move(tx, config, t, actor.userId) },
  )
}

/** Every approved transfer whose effective date has come (today, Singapore; missed days catch up). */
export const transferEffectiveDate = defineJob({
  name: 'transfers-effective-date',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  // 00:30 in Singapore (16:30 UTC the day before): the child starts at the destination that morning.
  cron: '30 16 * * *',
  policy: 'stately',
  async handle(_data, { db, config, log }) {
    const today = singaporeToday()
    let failed: unknown = null
    const seen = new Set<number>()
    for (;;) {
      const due = (await selectDueTransfers(db, today, BATCH)).filter((t) => !seen.has(t.id))
      if (due.length === 0) break
      for (const t of due) {
        seen.add(t.id)
        try {
          await completeTransfer(db, config, { schoolId: t.fkSchool, userId: null }, t.id, null)
        } catch (err) {
          failed = err
          log.error({ transferId: t.id, err }, 'transfer effective date failed')
        }
      }
    }
    if (failed) throw failed
  },
})
