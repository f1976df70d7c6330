import { AsyncLocalStorage } from 'node:async_hooks'
import type { Logger } from 'drizzle-orm/logger'

const recorders = new AsyncLocalStorage<string[]>()

/**
 * Drizzle's logger on every database client: hands each statement to the recorder of the current async context,
 * if one is recording (tests and benchmarks count what one request issues); otherwise it costs one lookup.
 */
export const statementRecorder: Logger = {
  logQuery(query) {
    recorders.getStore()?.push(query)
  },
}

/** Runs `action` and returns the SQL statements it issued through Drizzle, in order, beside its result. */
export async function recordStatements<T>(
  action: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = []
  const result = await recorders.run(statements, action)
  return { result, statements }
}
