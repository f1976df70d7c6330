import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Platform } from '../platform'
import type { AnyJob, JobContext, JobDefinition } from './define'

export interface SendOptions {
  /** Run no earlier than this. */
  startAfter?: Date
  /** With a 'stately' job: one waiting job per key. */
  singletonKey?: string
}

/** The queue (pg-boss on the application's database). Started and stopped with the server. */
export interface Jobs {
  start(deps: { platform: Platform; log: FastifyBaseLogger }): Promise<void>
  stop(): Promise<void>
  send<Data extends object>(
    job: JobDefinition<Data>,
    data: Data,
    options?: SendOptions,
  ): Promise<string | null>
  /**
   * Runs every job that is due now (of one definition, or all), on this instance, until none is left; returns how
   * many ran. Tests call it instead of waiting for the polling workers; a retry waits for its back-off. With
   * `scheduled`, jobs sent to run later (a reminder after the school's delay) run now too: the tests' way past a
   * delay without waiting on the clock.
   */
  runDue(job?: AnyJob, options?: { scheduled?: boolean }): Promise<number>
  /** The definition of a job by its name (the development hook names jobs in its address). */
  definition(name: string): AnyJob | undefined
}

/**
 * pg-boss runs its statements through the application's own connection (`database.sql`), not a socket of its
 * own: on the embedded database a second connection would share PGlite's single session, and its statements
 * would run inside (and roll back with) whatever request transaction is open. See docs/decisions/0013.
 */
export function createJobs(
  config: Config,
  database: Pick<Database, 'db' | 'sql'>,
  definitions: readonly AnyJob[],
): Jobs {
  const byName = new Map(definitions.map((d) => [d.name, d]))
  if (byName.size !== definitions.length) throw new Error('jobs: duplicate job names')
  const { work, pollSeconds } = config.jobs
  const boss = new PgBoss({
    db: database.sql,
    // Maintenance and cron monitoring only where jobs are worked; an API-only instance just sends.
    supervise: work,
    schedule: work,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
  })
  let deps: { platform: Platform; log: FastifyBaseLogger } | undefined

  async function handle(definition: AnyJob, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    if (!deps) throw new Error('jobs: not started')
    const ctx: JobContext = {
      db: database.db,
      config,
      platform: deps.platform,
      log: deps.log,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    }
    try {
      await definition.handle(job.data, ctx)
    } catch (error) {
      // pg-boss keeps what is thrown in the job's row, which HQ's failed-jobs list shows.
      throw new Error(failureMessage(error))
    }
  }

  return {
    async start(startDeps) {
      deps = startDeps
      boss.on('error', (error) => startDeps.log.error({ err: error }, 'job queue'))
      await boss.start()
      for (const d of definitions) {
        const options = {
          name: d.name,
          policy: d.policy ?? 'standard',
          retryLimit: d.retry.limit,
          retryDelay: d.retry.delaySeconds,
          retryBackoff: d.retry.backoff,
          expireInSeconds: d.expireInSeconds ?? 15 * 60,
        }
        if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, options)
        else await boss.createQueue(d.name, options)
        if (!work) continue
        if (d.cron) await boss.schedule(d.name, d.cron, d.scheduleData ?? {}, { tz: 'UTC' })
        await boss.work<object>(
          d.name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollSeconds },
          async ([job]) => handle(d, job),
        )
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 })
    },
    send: (job, data, options = {}) => boss.send(job.name, data, options),
    definition: (name) => byName.get(name),
    async runDue(only, { scheduled = false } = {}) {
      let ran = 0
      for (const d of only ? [only] : definitions) {
        for (;;) {
          const [job] = await boss.fetch<object>(d.name, {
            includeMetadata: true,
            batchSize: 1,
            ignoreStartAfter: scheduled,
          })
          if (!job) break
          ran += 1
          try {
            await handle(d, job)
            await boss.complete(d.name, job.id)
          } catch (error) {
            await boss.fail(d.name, job.id, toFailure(error))
          }
        }
      }
      return ran
    },
  }
}

/** What the failed-jobs list shows: the message only, never a stack. */
const toFailure = (error: unknown) => ({ message: failureMessage(error) })

/**
 * A failure's message without the database's words: a query builder's error carries the SQL and its parameters,
 * and PostgreSQL's message may quote a value (names, emails: personal data), so a statement's failure keeps its
 * SQLSTATE code and constraint only, enough to look it up in the server's own records.
 */
function isDatabaseError(e: unknown): e is Error & { code: string; constraint?: string } {
  const code: unknown = e instanceof Error ? Reflect.get(e, 'code') : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

function failureMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const database = [error, error.cause].find(isDatabaseError)
  if (database)
    return `Database error ${database.code}${database.constraint ? ` (${database.constraint})` : ''}`
  return error.message.startsWith('Failed query:') ? 'Database error' : error.message
}
