import { runMonth } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { gstRateOf } from '../ledger'
import { draftChild, type RunContext } from './draft-lines'
import {
  type RunScope,
  selectChildFacts,
  selectFeeFacts,
  selectRunChildren,
  selectSubsidyRates,
} from './run-facts'
import { advanceRun, type InvoiceRunRow, selectRun, updateRun, upsertDrafts } from './run-queries'

/** Children drafted per transaction. */
export const RUN_BATCH = 500

export const scopeOf = (run: InvoiceRunRow): RunScope => ({
  schoolId: run.fkSchool,
  centreId: run.fkCentre,
  month: runMonth(run.month)!,
})

/**
 * The dry run: drafts the run's children batch by batch, each batch with its progress in one transaction, from the
 * cursor on, so a run that crashed (or a retried job) goes on where it stopped. Ends in 'draft' for review.
 */
export async function draftRun(db: DbOrTx, schoolId: number, runId: number): Promise<void> {
  const run = await selectRun(db, schoolId, runId)
  if (run?.status !== 'drafting') return
  const scope = scopeOf(run)
  const ctx: RunContext = {
    month: runMonth(run.month)!,
    gstRateBp: await gstRateOf(db, schoolId),
    fees: await selectFeeFacts(db, schoolId),
    subsidy: await selectSubsidyRates(db, schoolId),
  }
  let cursor = run.cursorChild
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // The lock keeps a discard from landing between a batch's read and its write.
      const current = await selectRun(tx, schoolId, runId, { lock: true })
      if (current?.status !== 'drafting') return true
      const batch = await selectRunChildren(tx, scope, cursor, RUN_BATCH)
      if (batch.length === 0) {
        await updateRun(tx, runId, { status: 'draft' })
        return true
      }
      const facts = await selectChildFacts(tx, scope, batch)
      await upsertDrafts(
        tx,
        current,
        facts.map((f) => draftChild(ctx, f)),
      )
      cursor = batch[batch.length - 1]
      await advanceRun(tx, runId, batch.length, cursor)
      return false
    })
    if (done) return
  }
}
