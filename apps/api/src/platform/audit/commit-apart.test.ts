import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { testServer } from '../../test/server'
import { consumeRate } from '../auth/rate-limit'
import { runInRequestScope } from './request-scope'

const RULE = { limit: 5, windowSeconds: 300 }

async function countOf(db: Db, key: string): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count from rate_limits where key = ${key}`)
  return Number(result.rows[0]?.count ?? 0)
}

/** A mutation's request transaction, as the audit hook runs it, that fails after counting an attempt. */
async function failedMutation(
  db: Db,
  apart: Db | null,
  key: string,
  whileOpen?: (kept: number) => Promise<void>,
) {
  await runInRequestScope(apart, async (scope) => {
    try {
      await db.transaction(async (tx) => {
        await consumeRate(tx as unknown as Db, key, RULE)
        await whileOpen?.(scope.keptOnRollback.length)
        throw new Error('wrong code')
      })
    } catch {
      for (const write of scope.keptOnRollback) await write(db)
    }
  })
}

describe('attempts counted apart from the request transaction', () => {
  it('still counts an attempt whose mutation rolled back, once', async () => {
    const { db, database } = await testServer()
    const key = `apart:${randomUUID()}`
    await failedMutation(db, database.apart, key)
    await failedMutation(db, database.apart, key)
    expect(await countOf(db, key)).toBe(2)
  })

  it('shows the attempt to parallel requests while its transaction is open (PostgreSQL)', async () => {
    const { db, database } = await testServer()
    const key = `apart:${randomUUID()}`
    let seenWhileOpen = -1
    await failedMutation(db, database.apart, key, async (kept) => {
      // PostgreSQL: another connection reads it (made in the transaction, a parallel guess would read 0 and
      // overrun the limit). Embedded: one connection runs one request at a time; the count waits for the rollback.
      seenWhileOpen = database.apart ? await countOf(db, key) : kept
    })
    expect(seenWhileOpen).toBe(1)
    expect(await countOf(db, key)).toBe(1)
  })
})
