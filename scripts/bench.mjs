#!/usr/bin/env node
// `npm run bench`: throughput of the `me` query (the one every page load makes) over HTTP on PostgreSQL 15,
// the same request's bare SQL on the same database, `me` on the embedded database, and start-up times of
// `npm start`. `npm run bench -- --scale`: the hot operations on the large-operator dataset instead (scale.mjs).
// Loopback only; everything started is stopped by pid. See docs/benchmarks.md.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { graphql, meQuery, signIn } from './bench/graphql.mjs'
import { loadHttp, loadSql } from './bench/load.mjs'
import { meStatements, replicaDrift, runMeSql } from './bench/me-sql.mjs'
import { startPostgres } from './bench/postgres.mjs'
import { freePort, startNode, waitUntil } from './bench/processes.mjs'
import { formatReport, formatScaleReport } from './bench/report.mjs'
import { runScale } from './bench/scale.mjs'
import { captureStatements } from './bench/statements.mjs'
import { ensureWebBuilt } from './web-build.mjs'

const scale = process.argv.includes('--scale')
const seconds = Number(process.env.BENCH_SECONDS ?? (scale ? 5 : 10))
const connections = Number(process.env.BENCH_CONNECTIONS ?? (scale ? 10 : 20))
// Bounded whatever happens: the load phases (two per operation at scale: about 80 operations) plus generous set-up
// allowances (at scale the dataset, with a year of attendance, loads in 10 to 25 minutes, and the invoice run).
const overallLimitMs = (scale ? 200 * seconds + 2400 : 3 * seconds + 300) * 1000

const running = []
const track = (handle) => running.push(handle)
const tempDirs = []
const tempDir = (label) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `preschool-bench-${label}-`))
  tempDirs.push(dir)
  return dir
}

async function cleanUp() {
  for (const handle of running.splice(0).reverse()) await handle.stop().catch(() => {})
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

const serverEnv = (port, extra) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: '1',
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  OIDC_ISSUER: '',
  DATABASE_URL: '',
  ...extra,
})

/** Starts the API alone (as the e2e tests do) and waits for /health. */
async function startApi(extraEnv) {
  const port = await freePort(Number(process.env.BENCH_PORT ?? 3300))
  const server = startNode(['--import', 'tsx', 'apps/api/src/main.ts'], serverEnv(port, extraEnv), track)
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntil('the API answering /health', async () => (await fetch(`${baseUrl}/health`)).ok, {
    process: server,
  })
  return { server, baseUrl }
}

/** Checks `me` answers for the token, then loads it for the configured time; any other answer is an error. */
async function loadMe(baseUrl, token) {
  const body = JSON.stringify({ query: meQuery })
  const me = await graphql(baseUrl, meQuery, {}, token)
  return loadHttp({
    url: `${baseUrl}/graphql`,
    token,
    body,
    expectBody: JSON.stringify({ data: me }),
    connections,
    seconds,
  })
}

/** Spawn of `npm start`'s script to the first 200 on / and on /graphql; then a graceful stop. */
async function timeStart(dataDir) {
  const port = await freePort(3400)
  const baseUrl = `http://127.0.0.1:${port}`
  const started = performance.now()
  const server = startNode(['scripts/start.mjs'], serverEnv(port, { DATA_DIR: dataDir }), track)
  const firstOk = async (what, request) => {
    await waitUntil(what, async () => (await request()).status === 200, { process: server })
    return (performance.now() - started) / 1000
  }
  const [page, api] = await Promise.all([
    firstOk('the first page', () => fetch(`${baseUrl}/`)),
    firstOk('/graphql', () =>
      fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
    ),
  ])
  await server.stop()
  return { page, api }
}

async function mainScale() {
  console.log(
    `Scale benchmark: ${seconds} s per load, ${connections} connections, ${os.cpus().length} cores, Node ${process.version}`,
  )
  const result = await runScale({ track, startApi, seconds, connections, log: console.log })
  console.log(`\n${formatScaleReport(result)}`)
  if (result.failures.length > 0) process.exitCode = 1
}

async function main() {
  if (!ensureWebBuilt()) throw new Error('The web build failed')
  const loads = []
  const notes = []
  console.log(
    `Benchmark: ${seconds} s per load, ${connections} connections, ${os.cpus().length} cores, Node ${process.version}`,
  )

  console.log('\n[1/5] PostgreSQL 15: throwaway cluster, API with demo data, `me` over HTTP')
  const postgres = await startPostgres(track)
  const onPg = await startApi({ DATABASE_URL: postgres.url })
  const pgToken = await signIn(onPg.baseUrl)
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  try {
    const captured = await captureStatements(postgres, admin, () =>
      graphql(onPg.baseUrl, meQuery, {}, pgToken),
    )
    const drift = replicaDrift(captured)
    notes.push(
      drift.matches
        ? `The bare-SQL replica matches the ${captured.length} statements the server issued for one \`me\`.`
        : `WARNING: the bare-SQL replica (${meStatements.length} statements) differs from the server's ` +
            `${captured.length}; update scripts/bench/me-sql.mjs.\n  server only:\n    ${drift.missing.join('\n    ')}` +
            `\n  replica only:\n    ${drift.extra.join('\n    ')}`,
    )
  } finally {
    await admin.end()
  }
  loads.push({ name: 'me over HTTP, PostgreSQL 15', result: await loadMe(onPg.baseUrl, pgToken) })
  await onPg.server.stop()

  console.log('[2/5] PostgreSQL 15: the same requests as bare SQL (node-postgres)')
  loads.push({
    name: `me as bare SQL, PostgreSQL 15 (pool ${connections})`,
    result: await loadSql({
      databaseUrl: postgres.url,
      concurrency: connections,
      seconds,
      run: (pool) => runMeSql(pool, pgToken),
    }),
  })
  await postgres.stop()

  console.log('[3/5] Embedded database (PGlite): `me` over HTTP')
  const embedded = await startApi({ DATA_DIR: tempDir('embedded') })
  loads.push({
    name: 'me over HTTP, embedded PGlite',
    result: await loadMe(embedded.baseUrl, await signIn(embedded.baseUrl)),
  })
  await embedded.server.stop()

  console.log('[4/5] Cold `npm start` (fresh data folder, web already built)')
  const dataDir = tempDir('start')
  const cold = await timeStart(dataDir)
  console.log('[5/5] Warm restart (same data folder)')
  const warm = await timeStart(dataDir)

  const timings = [
    { name: 'cold npm start: first 200 on /', seconds: cold.page },
    { name: 'cold npm start: first 200 on /graphql', seconds: cold.api },
    { name: 'warm restart: first 200 on /', seconds: warm.page },
    { name: 'warm restart: first 200 on /graphql', seconds: warm.api },
  ]
  console.log(`\n${formatReport({ loads, timings, notes })}`)
}

const limit = setTimeout(async () => {
  console.error(`The benchmark did not finish within ${overallLimitMs / 1000} s; stopping everything.`)
  await cleanUp()
  process.exit(1)
}, overallLimitMs)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp()
    process.exit(130)
  })
}
// A stray error (a socket closing late, say) must not leave a database or server behind.
process.once('uncaughtException', async (error) => {
  console.error(error)
  await cleanUp()
  process.exit(1)
})

try {
  await (scale ? mainScale() : main())
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
} finally {
  await cleanUp()
  clearTimeout(limit)
}
