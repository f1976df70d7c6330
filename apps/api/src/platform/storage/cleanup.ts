import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { StorageAdapter } from './adapter'
import { deleteStalePendingRows } from './queries'

/** Upload targets nobody claimed within a day are abandoned (a closed form, a failed save). */
export const PENDING_FILE_TTL_MS = 24 * 60 * 60 * 1000
const SWEEP_EVERY_MS = 60 * 60 * 1000
const BATCH = 200

/** Deletes pending files older than a day, rows first: a claim racing the sweep then fails cleanly. */
export async function removeStalePendingFiles(
  db: Db,
  storage: StorageAdapter,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_FILE_TTL_MS)
  let removed = 0
  for (;;) {
    const keys = await deleteStalePendingRows(db, cutoff, BATCH)
    for (const key of keys) await storage.delete(key)
    removed += keys.length
    if (keys.length < BATCH) return removed
  }
}

/** Sweeps every hour; the timer does not keep the process alive. Returns the function that stops it. */
export function scheduleStalePendingCleanup(
  db: Db,
  storage: StorageAdapter,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    removeStalePendingFiles(db, storage)
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed abandoned uploads')
      })
      .catch((err: unknown) => log.error({ err }, 'abandoned upload cleanup failed'))
  }, SWEEP_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
