// Which SQL statements one request makes the server issue, read from PostgreSQL's own statement log: the
// benchmark prints them beside its hand-written replica, so a drift between the two shows.
import { readFileSync } from 'node:fs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function setStatementLogging(client, on) {
  await client.query(on ? "ALTER SYSTEM SET log_statement = 'all'" : 'ALTER SYSTEM RESET log_statement')
  await client.query('SELECT pg_reload_conf()')
  // Backends apply a reload before their next command; give the postmaster time to signal them.
  await sleep(300)
}

/** The log's entries written since `from` (a byte offset), one per message, continuation lines joined. */
function logEntries(logFile, from) {
  const entries = []
  for (const line of readFileSync(logFile).subarray(from).toString('utf8').split('\n')) {
    // Default prefix '%m [%p] ': a timestamp, the backend pid, then the message; other lines continue the last.
    const start = line.match(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[(\d+)\] (\w+):\s+(.*)$/)
    if (start) entries.push({ pid: start[1], level: start[2], text: start[3] })
    else if (entries.length) entries[entries.length - 1].text += `\n${line}`
  }
  return entries
}

/** `$1 = '12', $2 = NULL` as the values node-postgres sends (text, or null). */
function parseParameters(detail) {
  const values = []
  for (const m of detail.matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g))
    values[Number(m[1]) - 1] = m[2] === 'NULL' ? null : m[3].replaceAll("''", "'")
  return values
}

/**
 * The job queue's own statements (pg-boss polling, maintenance and cron, on the `pgboss` schema) run on their own
 * timers, not for the request: left out. Replaying or EXPLAIN ANALYZE-ing them would also run their writes again
 * (a cron run's `WITH … INSERT` into a stately queue failed the whole bench with a duplicate key).
 */
const isJobQueueStatement = (text) => /\bpgboss\./i.test(text)

/**
 * Runs `action` with statement logging on and returns the statements other sessions issued meanwhile, each with
 * its parameters as logged (`{ text, values }`), in the order the server issued them; not the job queue's.
 */
export async function captureStatementsWithValues(postgres, client, action) {
  const { rows } = await client.query('SELECT pg_backend_pid() AS pid')
  const ownPid = String(rows[0].pid)
  const logStart = readFileSync(postgres.logFile).length
  await setStatementLogging(client, true)
  try {
    await action()
  } finally {
    await setStatementLogging(client, false)
  }
  const statements = []
  const last = new Map()
  for (const e of logEntries(postgres.logFile, logStart)) {
    if (e.pid === ownPid) continue
    const text = e.level === 'LOG' && e.text.match(/^(?:statement|execute [^:]*): ([\s\S]*)$/)?.[1]?.trim()
    if (text) {
      const statement = { text, values: [] }
      if (!isJobQueueStatement(text)) statements.push(statement)
      last.set(e.pid, statement)
    } else if (e.level === 'DETAIL' && e.text.startsWith('parameters:') && last.has(e.pid)) {
      last.get(e.pid).values = parseParameters(e.text)
    }
  }
  return statements
}

/** Runs `action` with statement logging on and returns the statements other sessions issued meanwhile. */
export async function captureStatements(postgres, client, action) {
  return (await captureStatementsWithValues(postgres, client, action)).map((s) => s.text)
}
