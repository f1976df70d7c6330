import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase, PLANNER_SETTINGS } from './client'

describe('planner settings', () => {
  it('plans for SSD storage on every connection the app opens (decision 0025)', async () => {
    const database = await openDatabase({})
    try {
      const rows = (await database.sql.executeSql('show random_page_cost')).rows as {
        random_page_cost: string
      }[]
      expect(rows[0].random_page_cost).toBe(PLANNER_SETTINGS.random_page_cost)
      const viaDrizzle = await database.db.execute(sql`show random_page_cost`)
      expect(viaDrizzle.rows[0]).toEqual({ random_page_cost: '1.1' })
    } finally {
      await database.close()
    }
  })
})
