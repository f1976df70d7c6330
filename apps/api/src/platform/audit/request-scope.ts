import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db, DbOrTx } from '../../db/client'
import type { Jobs } from '../jobs/jobs'

/**
 * What a mutation's request transaction collects while it runs (see hook.ts): writes that must outlive a
 * rollback, and work for after the commit. Reached through async context so services keep their signatures.
 */
interface RequestScope {
  keptOnRollback: ((db: Db) => Promise<unknown>)[]
  afterCommit: ((jobs: Jobs) => Promise<unknown>)[]
  /** The school an anonymous mutation turned out to act in (its link's, its form's), for its audit row. */
  schoolId: number | null
  /** A connection that commits beside the open transaction (PostgreSQL: database.apart); null when embedded. */
  apart: Db | null
}

const storage = new AsyncLocalStorage<RequestScope>()

export function runInRequestScope<T>(apart: Db | null, fn: (scope: RequestScope) => Promise<T>): Promise<T> {
  const scope: RequestScope = { keptOnRollback: [], afterCommit: [], schoolId: null, apart }
  return storage.run(scope, () => fn(scope))
}

/**
 * A write that must count even when the mutation fails (a rate-limit hit, a wrong one-time code): it is made in
 * the transaction as usual, and made again on the root connection if the transaction is rolled back.
 * Outside a mutation's request transaction there is nothing to do: the caller's own transaction decides.
 */
export function keepOnRollback(write: (db: Db) => Promise<unknown>): void {
  storage.getStore()?.keptOnRollback.push(write)
}

/**
 * Counts an attempt that must hold when the mutation fails and that parallel requests must see before they check
 * (a rate limit, a code's tries). On PostgreSQL it is committed at once on a connection apart: made in the
 * transaction, parallel guesses would each roll theirs back unseen and overrun the limit. On the embedded database
 * (one connection: requests already run one at a time) it is made in the transaction and again if that rolls back.
 * The caller must hold no row lock the write needs, or it would wait on itself.
 */
export async function commitApart<T>(db: DbOrTx, write: (db: DbOrTx) => Promise<T>): Promise<T> {
  const scope = storage.getStore()
  if (scope?.apart) return write(scope.apart)
  keepOnRollback(write)
  return write(db)
}

/**
 * Work that must see the committed change (sending a job: on the embedded database the queue shares the one
 * connection, so it cannot run inside the open transaction). Outside a request transaction it is dropped: the
 * scheduled sweeps pick the change up.
 */
export function afterCommit(work: (jobs: Jobs) => Promise<unknown>): void {
  storage.getStore()?.afterCommit.push(work)
}

/**
 * Names the school a caller without a session acts in, once the service has verified it (a signing link's form,
 * a registration link's account, the centres of a public enquiry): the audit row is then the school's, and its
 * HQ sees it. Kept even when the mutation fails afterwards. Outside a mutation there is nothing to record.
 */
export function auditSchool(schoolId: number): void {
  const scope = storage.getStore()
  if (scope) scope.schoolId = schoolId
}
