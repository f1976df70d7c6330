// EXPLAIN of the statements one operation issues on the large-operator dataset: the plan's scans, with any
// sequential scan of a table over 10,000 rows flagged (a hot statement must be index-driven at that size).
const BIG_TABLE_ROWS = 10_000

function* nodes(plan) {
  yield plan
  for (const child of plan.Plans ?? []) yield* nodes(child)
}

/** Tables with more than BIG_TABLE_ROWS rows (planner estimate, after ANALYZE). */
export async function bigTables(client) {
  const { rows } = await client.query(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.reltuples > $1`,
    [BIG_TABLE_ROWS],
  )
  return new Set(rows.map((r) => r.relname))
}

/**
 * The plan of each statement (with its logged parameters, executed: EXPLAIN ANALYZE of a read) and the sequential
 * scans of big tables in it. Only statements that read are explained.
 */
export async function explainStatements(client, statements, big) {
  const plans = []
  for (const { text, values } of statements) {
    if (!/^\s*(select|with)\b/i.test(text)) continue
    const { rows } = await client.query(`explain (analyze, format json) ${text}`, values)
    const root = rows[0]['QUERY PLAN'][0]
    const scans = [...nodes(root.Plan)].filter((n) => n['Relation Name'])
    plans.push({
      text,
      ms: root['Execution Time'],
      scans: scans.map(
        (n) => `${n['Node Type']} on ${n['Relation Name']}${n['Index Name'] ? ` (${n['Index Name']})` : ''}`,
      ),
      seqScans: scans
        .filter((n) => n['Node Type'] === 'Seq Scan' && big.has(n['Relation Name']))
        .map((n) => n['Relation Name']),
    })
  }
  return plans
}
