import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Config } from '../../config'
import { LocalStorage } from './local-adapter'
import { S3Storage } from './s3-adapter'

/** Signed upload URLs live 15 minutes, download URLs 10. */
export const UPLOAD_URL_TTL_S = 15 * 60
export const DOWNLOAD_URL_TTL_S = 10 * 60

/** Where uploaded bytes live. Keys come from keys.ts; adapters may assume they are well-formed. */
export interface StorageAdapter {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The first `bytes` bytes (fewer for a smaller object) and the total size; null when there is no object. */
  head(key: string, bytes: number): Promise<{ head: Buffer; size: number } | null>
  stream(key: string): Promise<{ body: Readable; size: number } | null>
  /** Removes the object; nothing happens when it is already gone. */
  delete(key: string): Promise<void>
  /** A URL the browser PUTs the file to, with exactly this Content-Type. */
  signedPutUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string>
  signedGetUrl(key: string, expiresInSeconds: number): Promise<string>
  /** Releases connections, and the temporary folder of an in-memory server. */
  close(): Promise<void>
}

/**
 * S3 when S3_BUCKET is set; otherwise the local folder (STORAGE_DIR, default DATA_DIR/files). A server on an
 * in-memory database (tests) gets a temporary folder, removed by `close`, unless STORAGE_DIR names one.
 */
export function createStorage(config: Config, opts: { inMemory?: boolean } = {}): StorageAdapter {
  if (config.s3) return new S3Storage(config.s3)
  const dir = config.storageDir ?? (opts.inMemory ? temporaryFolder() : path.join(config.dataDir, 'files'))
  return new LocalStorage({
    dir,
    secret: config.storageSecret,
    publicUrl: config.publicUrl,
    temporary: opts.inMemory === true && !config.storageDir,
  })
}

const TEMP_PREFIX = 'preschool-files-'

/**
 * A fresh folder named after this process. Test workers are often ended without an exit event, so folders of
 * processes that no longer run are removed here, by the next one.
 */
function temporaryFolder(): string {
  for (const name of readdirSync(os.tmpdir())) {
    const pid = Number(name.slice(TEMP_PREFIX.length).split('-')[0])
    if (!name.startsWith(TEMP_PREFIX) || !Number.isInteger(pid) || pid <= 0 || isRunning(pid)) continue
    rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true })
  }
  return mkdtempSync(path.join(os.tmpdir(), `${TEMP_PREFIX}${process.pid}-`))
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
