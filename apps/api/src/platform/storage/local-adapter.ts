import { randomUUID } from 'node:crypto'
import { createReadStream, rmSync } from 'node:fs'
import { link, mkdir, open, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { mimeEssence } from '@preschool/domain'
import type { StorageAdapter } from './adapter'
import { loadSigningKey, sign, verifySignature } from './signing'

/** A second PUT to a key: objects are written once, so bytes checked by a claim cannot be swapped afterwards. */
export class ObjectExistsError extends Error {
  override name = 'ObjectExistsError'
}

export interface SignedQuery {
  expires: string
  signature: string
}

/**
 * Files in a local folder, reached through URLs the API serves itself (storage/routes.ts):
 * `PUT /files/upload/<key>` and `GET /files/<key>`, each with `?expires=<unix s>&signature=<HMAC-SHA256>`.
 * The PUT signature covers the content type, as an S3 presigned PUT does, so both adapters refuse alike.
 */
export class LocalStorage implements StorageAdapter {
  readonly kind = 'local'
  readonly dir: string
  private readonly key: Buffer
  private readonly publicUrl: string
  private readonly temporary: boolean

  constructor(opts: { dir: string; secret: string | undefined; publicUrl: string; temporary?: boolean }) {
    this.dir = path.resolve(opts.dir)
    this.key = loadSigningKey(opts.secret, this.dir)
    this.publicUrl = opts.publicUrl
    this.temporary = opts.temporary ?? false
    // Test workers exit without stopping their server; their temporary folder goes with them.
    if (this.temporary) process.once('exit', this.removeFolder)
  }

  private readonly removeFolder = () => rmSync(this.dir, { recursive: true, force: true })

  /** Keys are validated by the caller; this keeps a malformed one inside the folder all the same. */
  private pathOf(key: string): string {
    const file = path.resolve(this.dir, key)
    if (!file.startsWith(this.dir + path.sep)) throw new Error(`storage key outside the folder: ${key}`)
    return file
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key)
    await mkdir(path.dirname(file), { recursive: true })
    // Written aside then linked into place: a reader never sees half a file, a failed write leaves nothing
    // behind, and the link fails when the key already has bytes (write once).
    const partial = `${file}.${randomUUID()}.part`
    try {
      await writeFile(partial, body, { flag: 'wx' })
      await link(partial, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key)
      throw error
    } finally {
      await rm(partial, { force: true })
    }
  }

  async head(key: string, bytes: number): Promise<{ head: Buffer; size: number } | null> {
    const handle = await open(this.pathOf(key), 'r').catch(notFoundAsNull)
    if (!handle) return null
    try {
      const { size } = await handle.stat()
      const buffer = Buffer.alloc(Math.min(bytes, size))
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
      return { head: buffer.subarray(0, bytesRead), size }
    } finally {
      await handle.close()
    }
  }

  async stream(key: string) {
    const file = this.pathOf(key)
    const info = await stat(file).catch(notFoundAsNull)
    if (!info?.isFile()) return null
    return { body: createReadStream(file), size: info.size }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  async signedPutUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    const expires = String(nowSeconds() + expiresInSeconds)
    const signature = sign(this.key, ['PUT', key, expires, mimeEssence(contentType)])
    return `${this.publicUrl}/files/upload/${key}?${new URLSearchParams({ expires, signature })}`
  }

  async signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    const expires = String(nowSeconds() + expiresInSeconds)
    const signature = sign(this.key, ['GET', key, expires])
    return `${this.publicUrl}/files/${key}?${new URLSearchParams({ expires, signature })}`
  }

  /** True when the URL was signed by this storage for this request and has not expired. */
  verify(method: 'PUT' | 'GET', key: string, query: SignedQuery, contentType = ''): boolean {
    if (!/^\d{1,12}$/.test(query.expires) || Number(query.expires) < nowSeconds()) return false
    const parts =
      method === 'PUT' ? [method, key, query.expires, mimeEssence(contentType)] : [method, key, query.expires]
    return verifySignature(this.key, parts, query.signature)
  }

  async close(): Promise<void> {
    if (!this.temporary) return
    process.off('exit', this.removeFolder)
    await rm(this.dir, { recursive: true, force: true })
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

function notFoundAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
  throw error
}
