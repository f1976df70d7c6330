import { and, eq, inArray, lt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { storedFiles } from '../../db/schema'

export type StoredFile = typeof storedFiles.$inferSelect

export async function insertPendingFile(
  db: DbOrTx,
  values: typeof storedFiles.$inferInsert,
): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning()
  return row
}

export async function findFileByKey(db: DbOrTx, key: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1)
  return row
}

/** Locks the row so two saves claiming the same key check the bytes once. */
export async function findFileByKeyForUpdate(db: DbOrTx, key: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1).for('update')
  return row
}

export async function markFileUploaded(db: DbOrTx, id: number, sizeBytes: number): Promise<StoredFile> {
  const [row] = await db
    .update(storedFiles)
    .set({ status: 'uploaded', sizeBytes, uploadedAt: new Date() })
    .where(eq(storedFiles.id, id))
    .returning()
  return row
}

export async function deleteFileRow(db: DbOrTx, schoolId: number, key: string): Promise<boolean> {
  const deleted = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.fkSchool, schoolId), eq(storedFiles.key, key)))
    .returning({ id: storedFiles.id })
  return deleted.length > 0
}

/** Deletes up to `limit` rows still pending since before `cutoff` and answers their keys. */
export async function deleteStalePendingRows(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.status, 'pending'), lt(storedFiles.createdAt, cutoff)))
    .limit(limit)
  const deleted = await db
    .delete(storedFiles)
    .where(and(inArray(storedFiles.id, stale), eq(storedFiles.status, 'pending')))
    .returning({ key: storedFiles.key })
  return deleted.map((row) => row.key)
}
