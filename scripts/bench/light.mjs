#!/usr/bin/env node
// The light operations (`me`, the menu, the bell: on every signed-in page) against `{ __typename }`, the framework's
// ceiling, on the large-operator dataset: throughput as a share of the ceiling (issue 23's target is 70%), and the
// CPU each request costs the API process and PostgreSQL's backends, read from /proc around each load (steadier than
// throughput on a shared machine). Decision 0081.
//
//   BENCH_SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:54341/preschool_scale node scripts/bench/light.mjs
//
// Without BENCH_SCALE_DATABASE_URL it makes a throwaway cluster and loads the dataset first (about 8 minutes).
// BENCH_SECONDS per load (5), BENCH_CONNECTIONS (10), BENCH_ROUNDS (2: the ceiling and the operations alternate,
// each round's best kept), BENCH_PORT (3300), BENCH_PG_PORT (54329), BENCH_ONLY (name fragments separated by |: only
// those operations; shares are then of the first one measured). BENCH_CPU_PROF=<folder>: the API runs under
// `node --cpu-prof` and writes its profile there when stopped (read it in Chrome's DevTools or with
// `node scripts/bench/profile-summary.mjs <file>`).
import { readdirSync, readFileSync } from 'node:fs'
import pg from 'pg'
import { cpuMs, startApiOn } from './api-process.mjs'
import { loadDataset } from './dataset.mjs'
import { graphql } from './graphql.mjs'
import { loadHttp } from './load.mjs'
import { startPostgres } from './postgres.mjs'
import { lookupIds } from './scale.mjs'
import { scaleOperations } from './scale-operations.mjs'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const rounds = Number(process.env.BENCH_ROUNDS ?? 2)
const profileDir = process.env.BENCH_CPU_PROF
const readProc = (pid, file) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return ''
  }
}
/** The cluster listening on `port`: its postmaster (started with `-p <port>`) and every process it forked. */
function postgresPids(port) {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  const postmaster = pids.find((pid) => readProc(pid, 'cmdline').includes(`\0-p\0${port}\0`))
  if (!postmaster) return []
  const parentOf = (pid) => readProc(pid, 'stat').split(') ')[1]?.split(' ')[1]
  return [postmaster, ...pids.filter((pid) => parentOf(pid) === postmaster)]
}
const postgresCpuMs = (port) => postgresPids(port).reduce((sum, pid) => sum + cpuMs(pid), 0)

const handles = []
const track = (handle) => handles.push(handle)
const stopAll = async () => {
  for (const handle of handles.reverse()) await handle.stop()
}
process.once('SIGINT', () => stopAll().then(() => process.exit(130)))

const startApi = (databaseUrl, env = {}) =>
  startApiOn(databaseUrl, {
    track,
    env,
    nodeFlags: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  })

async function main() {
  let databaseUrl = process.env.BENCH_SCALE_DATABASE_URL
  if (!databaseUrl) {
    const postgres = await startPostgres(track, {
      preferredPort: Number(process.env.BENCH_PG_PORT ?? 54329),
      database: 'preschool_scale',
    })
    databaseUrl = postgres.url
    const seeding = await startApi(databaseUrl, { SEED_DEMO: '1' })
    await seeding.server.stop()
    console.log('loading the large-operator dataset')
    await loadDataset(databaseUrl, { log: console.log })
  }
  const pgPort = new URL(databaseUrl).port || '5432'
  const { server, baseUrl } = await startApi(databaseUrl)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const ids = await lookupIds(client).finally(() => client.end())
  const only = process.env.BENCH_ONLY?.split('|').map((part) => part.trim())
  const ops = scaleOperations(ids)
    .filter((op, index) => index === 0 || op.light)
    .filter((op) => !only || only.some((part) => op.name.includes(part)))
  const best = new Map()
  for (let round = 0; round < rounds; round += 1) {
    for (const op of ops) {
      const answer = await graphql(baseUrl, op.query, op.variables, op.token ?? undefined)
      const body = JSON.stringify({ query: op.query, variables: op.variables })
      const load = { url: `${baseUrl}/graphql`, token: op.token, body, connections }
      // Warm-up: the document compiled (it is compiled on its second run), the pool's connections opened.
      await loadHttp({ ...load, seconds: 1 })
      const [apiBefore, pgBefore] = [cpuMs(server.pid), postgresCpuMs(pgPort)]
      const http = await loadHttp({ ...load, expectBody: JSON.stringify({ data: answer }), seconds })
      const perRequest = (ms) => (ms * 1000) / Math.max(1, http.requests)
      const row = {
        ...http,
        apiUs: perRequest(cpuMs(server.pid) - apiBefore),
        pgUs: perRequest(postgresCpuMs(pgPort) - pgBefore),
      }
      const kept = best.get(op.name)
      if (!kept || row.requestsPerSecond > kept.requestsPerSecond) best.set(op.name, row)
    }
  }
  const ceiling = best.get(ops[0].name).requestsPerSecond
  console.log(
    `\n${seconds} s per load, ${connections} connections, best of ${rounds} rounds\n` +
      '| Operation | req/s | share of ceiling | p50 ms | p95 ms | API CPU µs/req | PostgreSQL CPU µs/req | errors |\n' +
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
  )
  for (const op of ops) {
    const row = best.get(op.name)
    const share = `${((100 * row.requestsPerSecond) / ceiling).toFixed(0)}%`
    console.log(
      `| ${op.name} | ${row.requestsPerSecond.toFixed(0)} | ${share} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)}` +
        ` | ${row.apiUs.toFixed(0)} | ${row.pgUs.toFixed(0)} | ${row.errors} |`,
    )
  }
}

try {
  await main()
} finally {
  await stopAll()
}
