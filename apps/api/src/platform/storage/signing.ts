import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where the generated secret is kept; keys never start with a dot, so it is never served. */
export const SECRET_FILE = '.signing-secret'

/**
 * The key signing the embedded storage's URLs: from STORAGE_SECRET, else from a random secret written once
 * into the storage folder, so links stay valid across restarts and instances sharing the folder agree.
 */
export function loadSigningKey(secret: string | undefined, storageDir: string): Buffer {
  return createHmac('sha256', secret ?? persistedSecret(storageDir))
    .update('file-storage-urls')
    .digest()
}

function persistedSecret(storageDir: string): string {
  const file = path.join(storageDir, SECRET_FILE)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(storageDir, { recursive: true })
    const fresh = randomBytes(32).toString('base64url')
    try {
      // 'wx': when another instance wrote one first, use theirs.
      writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 })
      return fresh
    } catch {
      return readFileSync(file, 'utf8').trim()
    }
  }
}

export function sign(key: Buffer, parts: readonly string[]): string {
  return createHmac('sha256', key).update(parts.join('\n')).digest('base64url')
}

/** Constant-time: the comparison takes as long whichever byte differs. */
export function verifySignature(key: Buffer, parts: readonly string[], signature: string): boolean {
  const expected = Buffer.from(sign(key, parts))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
