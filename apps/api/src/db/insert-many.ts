import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * `insert into <table> (<columns>) select * from unnest(<one array per column>)`: as many parameters as columns,
 * whatever the number of rows. A `.values(rows)` insert binds every value as its own parameter; at a large
 * operator's size (a month's invoices, notices and emails for 50,000 children: millions of values) building those
 * statements was the API's largest cost, and a statement holds at most 65,535 parameters, so it also had to be cut
 * into many. Values go through each column's own mapping (jsonb as JSON text, timestamps as ISO text) and are cast
 * back by the column's SQL type. Columns no row sets take their defaults. Append `on conflict ...` or
 * `returning ...` to the result as needed.
 */
export function insertMany<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  if (rows.length === 0) throw new Error('insertMany takes at least one row')
  const columns = getTableColumns(table)
  // The columns any row sets; a row that leaves one unset gives it null (not its default: one array per column).
  const keys = [
    ...new Set(
      rows.flatMap((row) =>
        Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined),
      ),
    ),
  ]
  const names = keys.map((key) => sql.identifier(columns[key].name))
  const arrays = keys.map((key) => {
    const column = columns[key]
    // unnest flattens an array of arrays into its elements: an array column cannot go this way.
    if (column.getSQLType().endsWith(']')) throw new Error(`insertMany: ${column.name} is an array column`)
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key]
      return value == null ? null : column.mapToDriverValue(value)
    })
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`
  })
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`
}
