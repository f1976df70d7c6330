import { afterAll, beforeAll } from 'vitest'
import { type Database, openDatabase } from '../client'
import { migrate } from '../migrate'
import { seedDemoData } from './demo'

export interface SeededDemo {
  db: () => Database['db']
  /** What the first seeding answered. */
  first: () => Awaited<ReturnType<typeof seedDemoData>>
}

/**
 * Seeding needs an empty database, so each demo test file opens its own (instead of sharing the test server's),
 * migrates and seeds it once before its tests and closes it after them.
 */
export function useSeededDemo(): SeededDemo {
  let database: Database | undefined
  let first: Awaited<ReturnType<typeof seedDemoData>> | undefined
  beforeAll(async () => {
    database = await openDatabase({})
    await migrate(database)
    first = await seedDemoData(database.db)
    // Seeding waits for a few thousand inserts: on a loaded two-core machine that takes minutes, not seconds.
  }, 600_000)
  afterAll(() => database?.close())
  return { db: () => database!.db, first: () => first! }
}
