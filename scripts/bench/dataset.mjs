// The large-operator dataset (scripts/bench/dataset/*.sql, one file per module, run in name order in one
// session) loaded on a database the API has migrated and seeded with the demo schools. Deterministic: the files
// derive every value from row numbers (pg_temp.rnd), so two loads give the same rows.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dataset')

/** The benchmark's callers, signed in by the dataset (20-identity.sql). */
export const benchTokens = {
  hq: 'bench-hq',
  centreStaff: 'bench-centre-staff',
  principal: 'bench-principal',
  parent: 'bench-parent',
}

/** Two head-office users of a brand (20-identity.sql): one starts the invoice run, the other issues it. */
export const runTokens = (schoolId) => ({
  maker: `bench-run-${schoolId}-1`,
  approver: `bench-run-${schoolId}-2`,
})

/** Loads every file; resolves to each file's time in seconds and the row counts of the main tables. */
export async function loadDataset(databaseUrl, { log = () => {} } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // Foreign keys are checked once at the end (90-finish.sql) instead of by a trigger per row.
    await client.query('set session_replication_role = replica')
    const timings = []
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const started = performance.now()
      await client.query(readFileSync(path.join(folder, file), 'utf8'))
      const seconds = (performance.now() - started) / 1000
      timings.push({ file, seconds })
      log(`  ${file}: ${seconds.toFixed(1)} s`)
    }
    // Outside the files: VACUUM cannot run in a multi-statement string. It sets the visibility map, so counts can
    // be answered from an index alone, as on a database that autovacuum keeps.
    await client.query('vacuum analyze')
    const { rows } = await client.query(`select
      (select count(*) from schools)::int as schools, (select count(*) from centres)::int as centres,
      (select count(*) from users)::int as users, (select count(*) from children)::int as children,
      (select count(*) from enquiries)::int as enquiries, (select count(*) from visits)::int as visits,
      (select count(*) from notifications)::int as notifications`)
    return { timings, counts: rows[0] }
  } finally {
    await client.end()
  }
}
