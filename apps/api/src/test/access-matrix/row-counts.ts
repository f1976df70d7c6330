import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

let tables: { name: string; tenant: boolean }[] | undefined

/**
 * Every table's row count and the sum of its rows' transaction ids (which moves on any insert, update or delete),
 * in one statement. Tables with `fk_school` count only the given schools' rows, so other tests' schools in the same
 * database do not disturb the comparison. Tables without it (sessions, rate limits, tokens...) are compared only on
 * the worker's own embedded database: on a PostgreSQL server shared by parallel workers (TEST_DATABASE_URL) other
 * files sign in at the same time, and the embedded run of the same suite covers them.
 */
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL)
/** A refusal is itself recorded (the audit trail's own tests check those rows): not a change the matrix forbids. */
const recordsOfRefusals = new Set(['audit_log'])

export async function tableState(db: Db, schoolIds: number[]): Promise<Record<string, string>> {
  tables ??= (
    await db.execute<{ name: string; tenant: boolean }>(sql`
      select t.table_name as name, exists (
        select 1 from information_schema.columns c
        where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'fk_school'
      ) as tenant
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`)
  ).rows
  const compared = tables.filter((t) => !recordsOfRefusals.has(t.name) && (t.tenant || !sharedDatabase))
  const parts: SQL[] = compared.map(({ name, tenant }) => {
    const where = tenant ? sql` where fk_school = any(${sql.param(schoolIds)}::int[])` : sql``
    const state = sql`(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${sql.identifier(name)}${where})`
    return sql`${name}::text, ${state}`
  })
  // A function takes at most 100 arguments (50 tables): objects of 40 tables each, merged.
  const objects: SQL[] = []
  for (let i = 0; i < parts.length; i += 40)
    objects.push(sql`jsonb_build_object(${sql.join(parts.slice(i, i + 40), sql`, `)})`)
  const result = await db.execute<{ state: Record<string, string> }>(
    sql`select ${sql.join(objects, sql` || `)} as state`,
  )
  return result.rows[0].state
}
