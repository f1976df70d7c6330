import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../config'
import type { Db, SqlExecutor } from '../db/client'
import type { Platform } from '../platform/platform'
import { createServer, type RunningServer } from '../server'

/**
 * One migrated database and app per test worker (PGlite takes seconds to open). Tests stay independent by
 * building their own school. TEST_DATABASE_URL runs the same tests against a PostgreSQL server.
 */
let running: Promise<RunningServer> | undefined

export async function testServer(): Promise<{
  app: FastifyInstance
  db: Db
  sql: SqlExecutor
  platform: Platform
}> {
  running ??= createServer(
    loadConfig({
      ...process.env,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      PUBLIC_URL: 'http://127.0.0.1:3999',
      LOG_LEVEL: 'silent',
      SMTP_URL: '',
      OIDC_ISSUER: '',
      // Tests give each caller its own address to keep per-address rate limits apart.
      TRUST_PROXY: '1',
      // Jobs run when a test calls platform.jobs.runDue(), never on a polling timer.
      JOBS_WORK: '0',
    }),
    { logger: false, inMemory: true },
  )
  const { app, database, platform } = await running
  return { app, db: database.db, sql: database.sql, platform }
}

export interface GqlResult<T> {
  data: T | null
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[]
}

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResult<T>> {
  const { app } = await testServer()
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  })
  return response.json() as GqlResult<T>
}

/** The first error's code, for asserting refusals. */
export const errorCode = (result: GqlResult<unknown>) => result.errors?.[0]?.extensions?.code
