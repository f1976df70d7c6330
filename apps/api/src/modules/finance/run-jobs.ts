import { defineJob } from '../../platform/jobs/define'
import { draftRun } from './run-draft'
import { issueRun } from './run-issue'
import { updateRun } from './run-queries'

interface RunJobData {
  schoolId: number
  runId: number
}

const retry = { limit: 3, delaySeconds: 30, backoff: true }

/** The dry run of a month; a retry resumes at the run's cursor. On the last failure the run shows 'failed'. */
export const invoiceRunDraftJob = defineJob<RunJobData>({
  name: 'finance-invoice-run-draft',
  retry,
  expireInSeconds: 30 * 60,
  async handle(data, { db, lastAttempt }) {
    try {
      await draftRun(db, data.schoolId, data.runId)
    } catch (error) {
      if (lastAttempt)
        await updateRun(db, data.runId, { status: 'failed', error: 'The dry run stopped: start it again' })
      throw error
    }
  },
})

/** Issuing an approved run; a retry resumes at the cursor (issued invoices are never issued twice). */
export const invoiceRunIssueJob = defineJob<RunJobData>({
  name: 'finance-invoice-run-issue',
  retry: { ...retry, limit: 10 },
  expireInSeconds: 30 * 60,
  async handle(data, { db, config, lastAttempt, log }) {
    try {
      await issueRun(db, config.publicUrl, data.schoolId, data.runId)
    } catch (error) {
      // The run stays 'issuing' so that it can be resumed: a half-issued month must finish, never be redone.
      if (lastAttempt) log.error({ runId: data.runId }, 'invoice run issue failed on its last attempt')
      throw error
    }
  },
})
