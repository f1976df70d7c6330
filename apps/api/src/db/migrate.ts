import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client'

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Applies the committed SQL migrations; a no-op when the database is up to date. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db, { migrationsFolder })
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
}
