import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Platform } from '../platform'

/** What a job's handler receives besides its data: the root database handle and the integrations. */
export interface JobContext {
  db: Db
  config: Config
  platform: Platform
  log: FastifyBaseLogger
  /** 0 on the first run, then 1, 2... on retries. */
  retryCount: number
  /** No retry follows if this run fails: the handler may record the failure on its own rows. */
  lastAttempt: boolean
}

export interface RetryPolicy {
  /** Retries after the first run (0: none). */
  limit: number
  /** Seconds before the first retry. */
  delaySeconds: number
  /** Doubles the delay on each retry (with jitter). */
  backoff: boolean
}

/**
 * A job a module declares (see docs/adding-a-module.md): a name unique app-wide, a handler, a retry policy and
 * an optional schedule. Data is JSON; keep personal data out of it (ids only), it is kept with the job.
 */
export interface JobDefinition<Data extends object = Record<string, never>> {
  name: string
  handle(data: Data, ctx: JobContext): Promise<void>
  retry: RetryPolicy
  /** A cron expression (UTC) on which the job is sent with `scheduleData`; one instance sends it. */
  cron?: string
  scheduleData?: Data
  /** 'stately': at most one waiting and one running (sweeps that may be kicked often). */
  policy?: 'standard' | 'stately'
  /** A run that takes longer is failed (and retried). */
  expireInSeconds?: number
}

export const defineJob = <Data extends object = Record<string, never>>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> => definition

export const noRetry: RetryPolicy = { limit: 0, delaySeconds: 0, backoff: false }

/** Any job definition, whatever its data (`handle` is a method, so definitions of any data type fit). */
export type AnyJob = JobDefinition<object>
