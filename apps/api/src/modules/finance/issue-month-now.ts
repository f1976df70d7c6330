import type { DbOrTx } from '../../db/client'
import { draftRun } from './run-draft'
import { issueRun } from './run-issue'
import { beginIssue, createRun } from './run-service'

/**
 * A month drafted and issued at once, without the queue: the demo seed's last month, made by one person and issued
 * by another as on the screen. Inside the caller's transaction (each batch is a savepoint).
 */
export async function issueMonthNow(
  db: DbOrTx,
  publicUrl: string,
  who: { schoolId: number; makerId: number; issuerId: number },
  centreId: number,
  month: string,
) {
  const run = await createRun(db, { schoolId: who.schoolId, userId: who.makerId }, centreId, month)
  await draftRun(db, who.schoolId, run.id)
  await beginIssue(db, { schoolId: who.schoolId, userId: who.issuerId }, run.id)
  await issueRun(db, publicUrl, who.schoolId, run.id)
  return run
}
