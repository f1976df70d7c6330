import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseFileKey } from './keys'
import { LocalStorage, ObjectExistsError } from './local-adapter'
import { SECRET_FILE } from './signing'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const key = '3/holiday_photo/0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.png'
const queryOf = (url: string) => {
  const u = new URL(url)
  return { expires: u.searchParams.get('expires') ?? '', signature: u.searchParams.get('signature') ?? '' }
}
const local = (dir: string, secret?: string) =>
  new LocalStorage({ dir, secret, publicUrl: 'http://app.test' })

describe('local storage signing', () => {
  it('keeps links valid across a restart with the secret it generated', async () => {
    const dir = tempDir()
    const before = local(dir)
    const url = await before.signedPutUrl(key, 'image/png', 900)
    expect(readFileSync(path.join(dir, SECRET_FILE), 'utf8')).toMatch(/^[\w-]{43}$/)
    const after = local(dir)
    expect(after.verify('PUT', key, queryOf(url), 'image/png')).toBe(true)
    // Another folder has another secret.
    expect(local(tempDir()).verify('PUT', key, queryOf(url), 'image/png')).toBe(false)
  })

  it('signs with STORAGE_SECRET when given, so instances agree without sharing a folder', async () => {
    const url = await local(tempDir(), 'shared-secret').signedGetUrl(key, 600)
    expect(local(tempDir(), 'shared-secret').verify('GET', key, queryOf(url))).toBe(true)
    expect(local(tempDir(), 'other-secret').verify('GET', key, queryOf(url))).toBe(false)
  })

  it('binds method, key, expiry and content type', async () => {
    const storage = local(tempDir())
    const put = queryOf(await storage.signedPutUrl(key, 'image/png', 900))
    expect(storage.verify('PUT', key, put, 'image/png; charset=binary')).toBe(true)
    expect(storage.verify('PUT', key, put, 'image/jpeg')).toBe(false)
    expect(storage.verify('GET', key, put)).toBe(false)
    expect(storage.verify('PUT', key.replace('3/', '4/'), put, 'image/png')).toBe(false)
    expect(
      storage.verify('PUT', key, { ...put, expires: String(Number(put.expires) + 1) }, 'image/png'),
    ).toBe(false)
    expect(storage.verify('PUT', key, { ...put, expires: '1e12' }, 'image/png')).toBe(false)
    expect(storage.verify('PUT', key, { ...put, signature: '' }, 'image/png')).toBe(false)
    const expired = queryOf(await storage.signedGetUrl(key, -1))
    expect(storage.verify('GET', key, expired)).toBe(false)
  })
})

describe('local storage objects', () => {
  it('writes, reads the head, streams and deletes', async () => {
    const storage = local(tempDir())
    expect(await storage.head(key, 4)).toBeNull()
    await storage.put(key, Buffer.from('0123456789'))
    expect(await storage.head(key, 4)).toEqual({ head: Buffer.from('0123'), size: 10 })
    await expect(storage.put(key, Buffer.from('replaced'))).rejects.toBeInstanceOf(ObjectExistsError)
    expect((await storage.head(key, 4))?.size).toBe(10)
    const object = await storage.stream(key)
    const chunks: Buffer[] = []
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('0123456789')
    await storage.delete(key)
    await storage.delete(key)
    expect(await storage.stream(key)).toBeNull()
    // Nothing but the secret is left beside the objects: no partial files.
    expect(readdirSync(path.join(storage.dir, '3/holiday_photo'))).toEqual([])
  })

  it('never leaves its folder, whatever the key', async () => {
    const storage = local(tempDir())
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow(/outside the folder/)
    await expect(storage.head('/etc/passwd', 4)).rejects.toThrow(/outside the folder/)
  })

  it('accepts only keys of the server-made shape', () => {
    expect(parseFileKey(key)).toEqual({ schoolId: 3, purpose: 'holiday_photo', format: 'png' })
    for (const bad of [
      '../3/holiday_photo/0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.png',
      '3/holiday_photo/../0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.png',
      '3/avatar/0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.png',
      '3/holiday_photo/0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.exe',
      '3/holiday_photo/0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.jpeg',
      '0/holiday_photo/0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.png',
      '.signing-secret',
    ])
      expect(parseFileKey(bad), bad).toBeNull()
  })
})
