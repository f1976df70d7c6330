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
