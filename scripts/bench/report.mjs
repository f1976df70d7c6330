// Plain-text tables for the terminal (and for pasting into docs/benchmarks.md).

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`
  // The separator row as Biome formats Markdown tables, so a pasted report passes `npm run lint`.
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

const ms = (value) => value.toFixed(1)
const perSecond = (value) => Math.round(value).toLocaleString('en')

/** `loads`: [{ name, result }] from load.mjs; `timings`: [{ name, seconds }]. */
export function formatReport({ loads, timings, notes }) {
  const loadTable = table(
    ['Workload', 'requests/s', 'queries/s', 'p50 ms', 'p99 ms', 'errors'],
    loads.map(({ name, result }) => [
      name,
      perSecond(result.requestsPerSecond),
      result.queriesPerSecond === undefined ? '' : perSecond(result.queriesPerSecond),
      ms(result.p50),
      ms(result.p99),
      result.errors,
    ]),
  )
  const timingTable = table(
    ['Start-up', 'seconds'],
    timings.map(({ name, seconds }) => [name, seconds.toFixed(2)]),
  )
  return [loadTable, '', timingTable, '', ...notes].join('\n')
}

const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : '')

/** The scale section: one line per operation, then the plans' sequential scans and the light operations' share. */
export function formatScaleReport({ rows, dataset }) {
  const ceiling = rows.find((r) => r.op.token === null && r.statements.length === 0)?.http.requestsPerSecond
  const main = table(
    [
      'Operation',
      'stmts',
      'HTTP req/s',
      'p50',
      'p95',
      'p99',
      'KB',
      'SQL req/s',
      'SQL p95',
      'p95 HTTP/SQL',
      'seq scans > 10k rows',
    ],
    rows.map(({ op, statements, plans, http, sql }) => [
      op.name,
      statements.length,
      perSecond(http.requestsPerSecond),
      ms(http.p50),
      ms(http.p95),
      ms(http.p99),
      (http.bytes / 1024).toFixed(1),
      sql ? perSecond(sql.requestsPerSecond) : '',
      sql ? ms(sql.p95) : '',
      sql ? ratio(http.p95, sql.p95) : '',
      [...new Set(plans.flatMap((p) => p.seqScans))].join(', ') ||
        (http.errors ? `${http.errors} errors` : 'none'),
    ]),
  )
  const light = rows
    .filter((r) => r.op.light)
    .map((r) => `${r.op.name}: ${((100 * r.http.requestsPerSecond) / ceiling).toFixed(0)}% of { __typename }`)
  const plans = rows.flatMap(({ op, plans }) =>
    plans.map((p) => `- ${op.name}: ${p.ms.toFixed(2)} ms: ${p.scans.join('; ')}`),
  )
  const sizes = Object.entries(dataset.counts)
    .map(([k, v]) => `${v.toLocaleString('en')} ${k}`)
    .join(', ')
  const load = dataset.timings.reduce((s, t) => s + t.seconds, 0)
  return [
    `Dataset: ${sizes}; loaded in ${load.toFixed(0)} s.`,
    '',
    main,
    '',
    ...light,
    '',
    'Plans (EXPLAIN ANALYZE of each statement, one call):',
    ...plans,
  ].join('\n')
}
