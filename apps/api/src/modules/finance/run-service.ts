import { InvoiceRunMsg, runMonth } from '@preschool/domain'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { invoiceRunDrafts, schools } from '../../db/schema'
import { badInput, conflict, notFound } from '../../platform/errors/domain-error'
import { afterCommit } from '../../platform/audit/request-scope'
import { countRunChildren } from './run-facts'
import { invoiceRunDraftJob, invoiceRunIssueJob } from './run-jobs'
import { scopeOf } from './run-draft'
import { deleteRunDrafts, insertRun, selectOverlappingRuns, selectRun, updateRun } from './run-queries'

export interface RunActor {
  schoolId: number
  userId: number
}

/**
 * Queues a run's job once the request's transaction commits (the queue's statements must not wait on it); due at
 * once, since pg-boss takes only jobs whose start is before the database's clock.
 */
const queue = (job: typeof invoiceRunDraftJob, data: { schoolId: number; runId: number }) =>
  afterCommit((jobs) => jobs.send(job, data, { startAfter: new Date(Date.now() - 1000) }))

/**
 * Starts a dry run of a month for the school or one centre: refused while another live run of the month covers
 * the same children (the school's row is locked, so two simultaneous starts are one after the other).
 */
export async function startRun(db: Db, actor: RunActor, centreId: number | null, month: string) {
  const run = await createRun(db, actor, centreId, month)
  queue(invoiceRunDraftJob, { schoolId: actor.schoolId, runId: run.id })
  return run
}

/** The run's row, checked and counted; its dry run is the caller's to start. */
export async function createRun(db: DbOrTx, actor: RunActor, centreId: number | null, month: string) {
  if (!runMonth(month)) throw badInput(InvoiceRunMsg.month, { month: InvoiceRunMsg.month })
  return db.transaction(async (tx) => {
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, actor.schoolId)).for('update')
    if ((await selectOverlappingRuns(tx, actor.schoolId, month, centreId)).length > 0)
      throw conflict(InvoiceRunMsg.busy)
    const row = await insertRun(tx, {
      fkSchool: actor.schoolId,
      fkCentre: centreId,
      month,
      fkMaker: actor.userId,
    })
    return updateRun(tx, row.id, { total: await countRunChildren(tx, scopeOf(row)) })
  })
}

/** Discards a run that is not issued (drafting or draft): its drafts go, the month is free for another run. */
export async function discardRun(db: Db, actor: RunActor, runId: number) {
  return db.transaction(async (tx) => {
    const run = await selectRun(tx, actor.schoolId, runId, { lock: true })
    if (!run) throw notFound('Invoice run')
    if (run.status !== 'drafting' && run.status !== 'draft' && run.status !== 'failed')
      throw conflict(InvoiceRunMsg.notLive)
    await deleteRunDrafts(tx, runId)
    return updateRun(tx, runId, { status: 'discarded' })
  })
}

/** Issues a reviewed dry run (the guard has refused its maker): the job numbers and sends the invoices. */
export async function issueRunRequest(db: Db, actor: RunActor, runId: number) {
  const run = await beginIssue(db, actor, runId)
  queue(invoiceRunIssueJob, { schoolId: actor.schoolId, runId })
  return run
}

/** Moves a finished dry run to 'issuing' with its issuer; the issue job is the caller's to start. */
export async function beginIssue(db: DbOrTx, actor: RunActor, runId: number) {
  return db.transaction(async (tx) => {
    const row = await selectRun(tx, actor.schoolId, runId, { lock: true })
    if (!row) throw notFound('Invoice run')
    if (row.status !== 'draft') throw conflict(InvoiceRunMsg.notDraft)
    const [{ n }] = await tx
      .select({ n: count() })
      .from(invoiceRunDrafts)
      .where(and(eq(invoiceRunDrafts.fkRun, runId), isNull(invoiceRunDrafts.skipReason)))
    return updateRun(tx, runId, {
      status: 'issuing',
      fkIssuer: actor.userId,
      total: n,
      processed: 0,
      cursorChild: 0,
    })
  })
}
