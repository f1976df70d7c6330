import { openDatabase } from '../db/client'
import { migrate } from '../db/migrate'

/**
 * Against a PostgreSQL server (TEST_DATABASE_URL) every worker would otherwise migrate the same database at
 * once and race on creating the tables; migrating once here, before the workers start, leaves each worker's own
 * migrate() a no-op. The embedded database needs nothing: each worker has its own in memory.
 */
export default async function migrateTestDatabaseOnce(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  const database = await openDatabase({ url })
  try {
    await migrate(database)
  } finally {
    await database.close()
  }
}
