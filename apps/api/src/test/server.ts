import type { FastifyInstance } from 'fastify'
import type { TypedDocumentString } from './generated/graphql'
import { loadConfig } from '../config'
import type { Database, Db, SqlExecutor } from '../db/client'
import type { Platform } from '../platform/platform'
import type { AnyJob } from '../platform/jobs/define'
import { createServer, type RunningServer } from '../app/server'

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
  database: Database
}> {
  running ??= createServer(testConfig(), { logger: false, inMemory: true })
  const { app, database, platform } = await running
  return { app, db: database.db, sql: database.sql, platform, database }
}

/**
 * Sends one run of a job and works it at once; returns how many runs were worked. The run starts a second in the
 * past: pg-boss fetches only jobs whose start is strictly before the database's now(), which a fetch in the same
 * clock tick as the send would miss. The real clock, not Date: a test on a fixed clock ahead of the database's
 * would otherwise send a run that is not yet due.
 */
export async function runJobNow(job: AnyJob): Promise<number> {
  const { platform } = await testServer()
  await platform.jobs.send(
    job,
    {},
    { startAfter: new Date(performance.timeOrigin + performance.now() - 1000) },
  )
  return platform.jobs.runDue(job)
}

/** The configuration of the test server (and of a second instance beside it, on the same database). */
export function testConfig() {
  return loadConfig({
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
    // Every document compiled from its first run, so the suite checks the executor hot documents run on.
    GRAPHQL_COMPILE_AFTER: '0',
  })
}

export interface GqlResult<T> {
  data: T | null
  errors?: {
    message: string
    extensions?: { code?: string; fields?: Record<string, string>; reason?: string }
  }[]
}

type Query<TResult, TVariables> = TypedDocumentString<TResult, TVariables>

/**
 * Sends one operation through the real server. Give it a typed document (`graphql(...)` from test/generated, the
 * codegen output for API tests): its variables are checked and its result typed.
 */
export function gql<TResult, TVariables>(
  query: Query<TResult, TVariables>,
  variables: TVariables,
  token?: string,
): Promise<GqlResult<TResult>> {
  return send(query.toString(), variables, { token }) as Promise<GqlResult<TResult>>
}

/**
 * Sends a query text as it is, for what no typed document can say: a malformed or oversized document, an unknown
 * field, a variable of the wrong type. Its answer is untyped on purpose: such tests assert the refusal.
 */
export function gqlRaw(
  query: string,
  variables: Record<string, unknown> = {},
  { token, ip }: { token?: string; ip?: string } = {},
): Promise<GqlResult<Record<string, unknown>>> {
  return send(query, variables, { token, ip }) as Promise<GqlResult<Record<string, unknown>>>
}

/**
 * The same from a given client address (the app trusts X-Forwarded-For in tests): sign-in and reset are rate
 * limited per address, so each test calls from its own.
 */
export function gqlFrom<TResult, TVariables>(
  ip: string,
  query: Query<TResult, TVariables>,
  variables: TVariables,
  token?: string,
): Promise<GqlResult<TResult>> {
  return send(query.toString(), variables, { token, ip }) as Promise<GqlResult<TResult>>
}

async function send(
  query: string,
  variables: unknown,
  { token, ip }: { token?: string; ip?: string },
): Promise<GqlResult<unknown>> {
  const { app } = await testServer()
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(ip ? { 'x-forwarded-for': ip } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  })
  return response.json() as GqlResult<unknown>
}

/** The first error's code, for asserting refusals. */
export const errorCode = (result: GqlResult<unknown>) => result.errors?.[0]?.extensions?.code
/** The first error's reason key, which the web translates for parents (decision 0083). */
export const errorReason = (result: GqlResult<unknown>) => result.errors?.[0]?.extensions?.reason
