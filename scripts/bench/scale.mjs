// The scale section of `npm run bench -- --scale`: the large-operator dataset on PostgreSQL 15, and for each hot
// operation the statements one call issues, its HTTP latency and throughput, the same statements replayed as bare
// SQL at the same concurrency, and their plans (sequential scans of big tables flagged). See docs/benchmarks.md.
import pg from 'pg'
import { measureFanOut } from './broadcast-fanout.mjs'
import { loadDataset } from './dataset.mjs'
import { measureInvoiceRun } from './invoice-run.mjs'
import { bigTables, explainStatements } from './explain.mjs'
import { graphql } from './graphql.mjs'
import { loadHttp, loadSql } from './load.mjs'
import { startPostgres } from './postgres.mjs'
import { scaleOperations } from './scale-operations.mjs'
import { captureStatementsWithValues } from './statements.mjs'

/** Ids the operations need, read from the loaded dataset (the busiest centre is the centre staff's). */
export async function lookupIds(client) {
  const { rows } = await client.query(`
    select
      (select ac.fk_centre from sessions s join access_controls ac on ac.fk_user = s.fk_user and ac.fk_centre is not null
       where s.token_hash = encode(sha256(convert_to('bench-centre-staff', 'UTF8')), 'hex')) as "busyCentreId",
      (select id from levels where fk_school = 1 and label = 'Nursery 1') as "levelId",
      (select fk_child from bank_accounts where fk_school = 1 and status = 'approved' order by id limit 1) as "giroChildId",
      to_char(date_trunc('month', now() at time zone 'Asia/Singapore') + interval '1 month', 'YYYY-MM-DD') as "enrollmentDate",
      extract(year from now() at time zone 'Asia/Singapore')::int as year,
      extract(month from now() at time zone 'Asia/Singapore')::int as month,
      (select array_agg(fk_enquiry) from (select fk_enquiry from invoices where fk_school = 1 and status = 'paid'
       and fk_enquiry is not null order by id limit 50) i) as "paidEnquiryIds",
      (select fk_enquiry from invoices where fk_school = 1 and status = 'issued' and fk_enquiry is not null
       order by id limit 1) as "payingEnquiryId",
      (select c.id from classes c join sessions s on s.token_hash = encode(sha256(convert_to('bench-centre-staff', 'UTF8')), 'hex')
       join access_controls ac on ac.fk_user = s.fk_user and ac.fk_centre = c.fk_centre order by c.id limit 1) as "busyClassId",
      (select id from broadcasts where fk_school = 1 and subject = 'School notice 1') as "schoolBroadcastId",
      (select fk_child from child_activity_logs where fk_school = 1 group by fk_child order by count(*) desc, fk_child
       limit 1) as "activityChildId",
      (select cr.fk_child from sessions s join child_relations cr on cr.fk_user = s.fk_user
       where s.token_hash = encode(sha256(convert_to('bench-parent', 'UTF8')), 'hex') order by cr.fk_child limit 1)
        as "parentChildId",
      to_char((now() at time zone 'Asia/Singapore')::date - 1, 'YYYY-MM-DD') as "yesterday",
      to_char(date_trunc('month', (now() at time zone 'Asia/Singapore')::date - 1), 'YYYY-MM-DD') as "monthStart",
      to_char(date_trunc('month', (now() at time zone 'Asia/Singapore')::date - 1) + interval '1 month - 1 day',
        'YYYY-MM-DD') as "monthEnd",
      (select r.fk_event from event_rsvps r join sessions s on s.token_hash = encode(sha256(convert_to('bench-centre-staff', 'UTF8')), 'hex')
       join access_controls ac on ac.fk_user = s.fk_user and ac.fk_centre = r.fk_centre
       group by r.fk_event order by count(*) desc, r.fk_event limit 1) as "busyEventId"`)
  return { schoolId: 1, ...rows[0] }
}

/** One request's statements, in the server's order, one after another on a pooled connection. */
const replay = (statements) => async (pool) => {
  for (const { text, values } of statements) await pool.query({ text, values, rowMode: 'array' })
  return statements.length
}

/**
 * Runs the scale section. `startApi(env)` starts the API (as bench.mjs does); returns the rows of the report and
 * the dataset's sizes and load times.
 */
export async function runScale({ track, startApi, seconds, connections, log }) {
  const reuse = process.env.BENCH_SCALE_DATABASE_URL
  const postgres = reuse
    ? // Working on the benchmark: a database loaded earlier, and its cluster's log (for the statements).
      { url: reuse, logFile: process.env.BENCH_SCALE_PG_LOG, stop: async () => {} }
    : await startPostgres(track, {
        preferredPort: Number(process.env.BENCH_PG_PORT ?? 54329),
        database: 'preschool_scale',
      })
  // The anonymous searches are limited per client address (120 a minute); the load generator is one address, so
  // it names a new visitor per request in X-Forwarded-For (load.mjs), which the API trusts here as behind a proxy.
  const api = await startApi({ DATABASE_URL: postgres.url, TRUST_PROXY: '1' })
  log(reuse ? '  reusing a loaded dataset' : '  loading the large-operator dataset')
  const dataset = reuse ? { timings: [], counts: {} } : await loadDataset(postgres.url, { log })
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  const rows = []
  // One operation's failure is reported, not fatal: a run of an hour keeps every other figure.
  const failures = []
  const attempt = async (name, measure) => {
    try {
      await measure()
    } catch (error) {
      failures.push({ name, message: error instanceof Error ? error.message : String(error) })
      log(`  FAILED ${name}: ${failures.at(-1).message.slice(0, 300)}`)
    }
  }
  try {
    const ids = await lookupIds(admin)
    const big = await bigTables(admin)
    // BENCH_ONLY: name fragments separated by |, to measure a few operations (the ceiling always runs).
    const only = process.env.BENCH_ONLY?.split('|').map((part) => part.trim())
    const chosen = scaleOperations(ids).filter(
      (op, index) => !only || index === 0 || only.some((part) => op.name.includes(part)),
    )
    for (const op of chosen) {
      log(`  ${op.name}`)
      await attempt(op.name, () => measureOperation(op))
    }
    async function measureOperation(op) {
      let answer
      const statements = await captureStatementsWithValues(postgres, admin, async () => {
        answer = await graphql(api.baseUrl, op.query, op.variables, op.token ?? undefined)
      })
      const plans = await explainStatements(admin, statements, big)
      const body = JSON.stringify({ query: op.query, variables: op.variables })
      const http = await loadHttp({
        url: `${api.baseUrl}/graphql`,
        token: op.token,
        body,
        expectBody: JSON.stringify({ data: answer }),
        connections,
        seconds,
      })
      const sql =
        statements.length > 0
          ? await loadSql({
              databaseUrl: postgres.url,
              concurrency: connections,
              seconds,
              run: replay(statements),
            })
          : null
      rows.push({ op, statements, plans, http, sql })
    }
    // Publishing to a whole brand must answer within 2 s (issue 24): recipients in one statement, mail as jobs.
    if (!only || only.some((part) => 'broadcast fan-out'.includes(part)))
      await attempt('broadcast fan-out', async () => {
        for (const { ms, recipients } of await measureFanOut(api.baseUrl, admin))
          log(
            `  saveBroadcasting (HQ, whole school, publish): ${ms.toFixed(0)} ms for ${recipients} recipients`,
          )
      })
    // Last, as it issues a month of invoices into the dataset: every brand's run at once (issue 25).
    if (!only || only.some((part) => 'invoice run'.includes(part)))
      await attempt('invoice run', async () => {
        const run = await measureInvoiceRun(api.baseUrl, admin)
        log(
          `  invoice run ${run.month} (every brand at once): ${run.children} children, dry run ${run.draftSeconds.toFixed(1)} s,` +
            ` issued ${run.invoices} invoices (${run.skipped} skipped) in ${run.issueSeconds.toFixed(1)} s;` +
            ` invoice list read ${run.reader.calls} times meanwhile, p95 ${run.reader.p95.toFixed(0)} ms, max ${run.reader.max.toFixed(0)} ms`,
        )
      })
  } finally {
    await admin.end()
    await api.server.stop()
    await postgres.stop()
  }
  return { rows, dataset, failures }
}
