import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema'
import { statementRecorder } from './statements'

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>
/** A transaction handle; services accept Db | Tx so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** PostgreSQL server when a URL is given, else the embedded PGlite in `dataDir` (or in memory for tests). */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 })
    // Both drivers expose the same query builder; the pglite type is the one the code is written against.
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: statementRecorder }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const client = await PGlite.create(opts.dataDir)
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: statementRecorder })
  return { db, kind: 'pglite', close: () => client.close() }
}
