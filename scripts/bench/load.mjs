// The two load generators: autocannon against the HTTP API, and a pool of node-postgres clients replaying the
// same request's SQL. Both run for a fixed time with a fixed concurrency and report the same figures.
import autocannon from 'autocannon'
import pg from 'pg'

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** Latency percentiles (ms) of every request, as autocannon's summary has no p95. */
const summarise = (latencies) => {
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) }
}

let visitors = 0
/** A new documentation-range address (198.18.0.0/15, for benchmarks) per anonymous request. */
function withVisitorAddress(request) {
  visitors += 1
  const address = `198.${18 + ((visitors >> 16) & 1)}.${(visitors >> 8) & 255}.${visitors & 255}`
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } }
}

/**
 * A signed file URL carries its own expiry and signature (storage adapters), so two answers a second apart differ
 * there and nowhere else: the comparison leaves those two parameters out.
 */
const withoutSignatures = (answer) =>
  answer.replace(/([?&](?:expires|signature|X-Amz-Date|X-Amz-Expires|X-Amz-Signature)=)[^&"\\]*/g, '$1')

/** POSTs one GraphQL body for `seconds`; responses other than `expectBody` count as errors. */
export async function loadHttp({ url, token, body, expectBody, connections, seconds }) {
  const latencies = []
  // Each answer is checked here rather than by autocannon's `expectBody`, which compares bytes exactly.
  let mismatches = 0
  const expected = expectBody === undefined ? undefined : withoutSignatures(expectBody)
  const instance = autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
    connections,
    duration: seconds,
    requests: [
      {
        // An anonymous caller is a new visitor each time (scale.mjs trusts the header); a signed-in one keeps its token.
        ...(token ? {} : { setupRequest: (request) => withVisitorAddress(request) }),
        onResponse: (_status, answer) => {
          if (expected !== undefined && withoutSignatures(answer) !== expected) mismatches += 1
        },
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  const result = await instance
  return {
    requestsPerSecond: result.requests.total / seconds,
    ...summarise(latencies),
    errors: result.errors + result.timeouts + result.non2xx + mismatches,
    requests: result.requests.total,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }
}

/**
 * `concurrency` loops, each calling `run(pool)` (one request's statements, resolving to how many it issued)
 * after another, over a pool of that size.
 */
export async function loadSql({ databaseUrl, concurrency, seconds, run }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency })
  // end() resolves before every socket has closed; the database stopping next may still reach an idle client.
  pool.on('error', () => {})
  const latencies = []
  let queries = 0
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  try {
    await run(pool) // warm the pool's first connection and fail early on a bad replica
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now()
          try {
            // Awaited first: `queries += await ...` would read the total before the await and lose other loops' counts.
            const issued = await run(pool)
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
  const requests = latencies.length
  return {
    requestsPerSecond: requests / seconds,
    queriesPerSecond: queries / seconds,
    ...summarise(latencies),
    errors,
    requests,
  }
}
