import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childHealthInfo } from '../../db/schema'

export type HealthInfoRow = typeof childHealthInfo.$inferSelect

export const selectHealthInfo = async (db: DbOrTx, childId: number): Promise<HealthInfoRow | null> =>
  (await db.select().from(childHealthInfo).where(eq(childHealthInfo.fkChild, childId)))[0] ?? null

export const upsertHealthInfo = async (db: DbOrTx, row: typeof childHealthInfo.$inferInsert) => {
  const { fkSchool: _school, fkChild: _child, ...values } = row
  return (
    await db
      .insert(childHealthInfo)
      .values(row)
      .onConflictDoUpdate({ target: childHealthInfo.fkChild, set: { ...values, updatedAt: new Date() } })
      .returning()
  )[0]
}
