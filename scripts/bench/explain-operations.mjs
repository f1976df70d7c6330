#!/usr/bin/env node
// One or a few hot operations on a large-operator database loaded earlier, without the whole 7-minute bench: for
// each operation whose name contains the filter, the statements one call makes the server issue, each
// `EXPLAIN (ANALYZE, BUFFERS)`ed with its logged parameters (execution ms, shared buffers, the scans, sequential
// scans of tables over 10,000 rows flagged), and the median of five calls over HTTP. See docs/benchmarks.md.
//
//   BENCH_SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:54350/preschool_scale \
//   BENCH_SCALE_PG_LOG=/tmp/scale-pg/server.log BENCH_API_URL=http://127.0.0.1:3250 \
//   node scripts/bench/explain-operations.mjs getWaitList [--plans]
import pg from 'pg'
import { bigTables } from './explain.mjs'
import { graphql } from './graphql.mjs'
import { lookupIds } from './scale.mjs'
import { scaleOperations } from './scale-operations.mjs'
import { captureStatementsWithValues } from './statements.mjs'

const databaseUrl = process.env.BENCH_SCALE_DATABASE_URL
const logFile = process.env.BENCH_SCALE_PG_LOG
const apiUrl = process.env.BENCH_API_URL
if (!databaseUrl || !logFile || !apiUrl)
  throw new Error('Set BENCH_SCALE_DATABASE_URL, BENCH_SCALE_PG_LOG and BENCH_API_URL (see the header)')
const filter = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? ''
const showPlans = process.argv.includes('--plans')

function* nodes(plan) {
  yield plan
  for (const child of plan.Plans ?? []) yield* nodes(child)
}

const admin = new pg.Client({ connectionString: databaseUrl })
await admin.connect()
try {
  const ids = await lookupIds(admin)
  const big = await bigTables(admin)
  for (const op of scaleOperations(ids).filter((o) => o.name.includes(filter))) {
    const call = () => graphql(apiUrl, op.query, op.variables, op.token ?? undefined)
    const statements = await captureStatementsWithValues({ logFile }, admin, call)
    const times = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      await call()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`\n## ${op.name}: ${statements.length} statements, HTTP median ${times[2].toFixed(1)} ms`)
    let total = 0
    for (const { text, values } of statements) {
      if (!/^\s*(select|with)\b/i.test(text)) continue
      const { rows: plan } = await admin.query(`explain (analyze, buffers, format json) ${text}`, values)
      const root = plan[0]['QUERY PLAN'][0]
      const scans = [...nodes(root.Plan)].filter((n) => n['Relation Name'])
      const seq = scans.filter((n) => n['Node Type'] === 'Seq Scan' && big.has(n['Relation Name']))
      const buffers = root.Plan['Shared Hit Blocks'] + root.Plan['Shared Read Blocks']
      total += root['Execution Time']
      console.log(
        `${root['Execution Time'].toFixed(2).padStart(9)} ms ${String(buffers).padStart(7)} buf  ${text
          .replace(/\s+/g, ' ')
          .slice(0, 110)}`,
      )
      if (seq.length) console.log(`             SEQ SCAN of ${seq.map((n) => n['Relation Name']).join(', ')}`)
      if (showPlans) {
        const { rows: textPlan } = await admin.query(`explain (analyze, buffers) ${text}`, values)
        console.log(textPlan.map((r) => `      ${r['QUERY PLAN']}`).join('\n'))
      }
    }
    console.log(`   total ${total.toFixed(2)} ms of SQL`)
  }
} finally {
  await admin.end()
}
