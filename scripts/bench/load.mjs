// The two load generators: autocannon against the HTTP API, and a pool of node-postgres clients replaying the
// same request's SQL. Both run for a fixed time with a fixed concurrency and report the same figures.
import autocannon from 'autocannon'
import pg from 'pg'
import { runMeSql } from './me-sql.mjs'

/** POSTs one GraphQL body for `seconds`; responses other than `expectBody` count as errors. */
export async function loadHttp({ url, token, body, expectBody, connections, seconds }) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    expectBody,
    connections,
    duration: seconds,
  })
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0),
    requests: result.requests.total,
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** `concurrency` loops, each replaying one `me` request's SQL after another, over a pool of that size. */
export async function loadSql({ databaseUrl, token, concurrency, seconds }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency })
  // end() resolves before every socket has closed; the database stopping next may still reach an idle client.
  pool.on('error', () => {})
  const latencies = []
  let queries = 0
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  try {
    await runMeSql(pool, token) // warm the pool's first connection and fail early on a bad session
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now()
          try {
            const issued = await runMeSql(pool, token)
            queries += issued
            latencies.push(performance.now() - started)
          } catch {
            errors++
          }
        }
      }),
    )
  } finally {
    await pool.end()
  }
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: latencies.length / seconds,
    queriesPerSecond: queries / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    requests: latencies.length,
  }
}
