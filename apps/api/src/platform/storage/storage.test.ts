import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { ErrorCode, FileMsg, type UploadPurpose } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { storedFiles } from '../../db/schema'
import { buildParent, buildSchool, type TestSchool } from '../../test/builders'
import { testServer } from '../../test/server'
import { removeStalePendingFiles } from './cleanup'
import {
  claimUploadedFile,
  createUploadTarget,
  deleteStoredFile,
  signedFileUrl,
  type UploadTarget,
} from './files'
import { csvBytes, elfBytes, exeBytes, jpegBytes, pdfBytes, pngBytes } from './test-files'

const MB = 1024 * 1024

/** The path and query of a signed URL, for app.inject. */
const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

async function setup() {
  const { app, db, platform } = await testServer()
  const school = await buildSchool()
  const user = await buildParent(school)
  const deps = { platform }
  const target = (purpose: UploadPurpose, filename: string, contentType: string) =>
    createUploadTarget(db, deps, { schoolId: school.id, userId: user.id, purpose, filename, contentType })
  const put = (t: UploadTarget, contentType: string, payload: Buffer | Readable, url = t.Url) =>
    app.inject({ method: 'PUT', url: pathOf(url), headers: { 'content-type': contentType }, payload })
  const claim = (key: string, purpose: UploadPurpose, schoolId = school.id) =>
    db.transaction((tx) => claimUploadedFile(tx, deps, { schoolId, key, purpose }))
  const row = async (key: string) => (await db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0]
  return { app, db, platform, deps, school, user, target, put, claim, row }
}

describe('upload targets', () => {
  it('signs a PUT URL for a pending file with a server-made key', async () => {
    const { school, user, target, row } = await setup()
    const t = await target('holiday_photo', 'C:\\fakepath\\Beach Day.PNG', 'image/png')
    expect(t.Key).toMatch(new RegExp(`^${school.id}/holiday_photo/[0-9a-f-]{36}\\.png$`))
    const url = new URL(t.Url)
    expect(url.origin).toBe('http://127.0.0.1:3999')
    expect(url.pathname).toBe(`/files/upload/${t.Key}`)
    const expires = Number(url.searchParams.get('expires'))
    expect(expires - Date.now() / 1000).toBeGreaterThan(14 * 60)
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(15 * 60)
    expect(await row(t.Key)).toMatchObject({
      fkSchool: school.id,
      fkUploadedBy: user.id,
      purpose: 'holiday_photo',
      filename: 'Beach Day.PNG',
      contentType: 'image/png',
      status: 'pending',
      sizeBytes: null,
    })
  })

  it("refuses a name or type the purpose does not allow with 'Invalid filetype'", async () => {
    const { target } = await setup()
    for (const [purpose, name, type] of [
      ['registration_document', 'scan.png', 'image/png'],
      ['holiday_photo', 'photo.jpg', 'application/x-msdownload'],
      ['holiday_photo', 'setup.exe', 'image/jpeg'],
      ['avatar', 'me.jpg', 'image/jpeg'],
      ['holiday_photo', '', 'image/jpeg'],
    ] as const) {
      await expect(target(purpose as UploadPurpose, name, type)).rejects.toMatchObject({
        code: ErrorCode.BadUserInput,
        message: 'Invalid filetype',
      })
    }
  })
})

describe('upload and claim', () => {
  it('stores real PNG, JPEG, PDF and CSV files and claims them', async () => {
    const { target, put, claim, row } = await setup()
    for (const [purpose, name, type, bytes] of [
      ['holiday_photo', 'beach.png', 'image/png', pngBytes],
      ['registration_document', 'birth-cert.jpeg', 'image/jpeg', jpegBytes],
      ['registration_document', 'birth-cert.pdf', 'application/pdf', pdfBytes],
      ['finance_document', 'giro.csv', 'application/vnd.ms-excel', csvBytes],
    ] as const) {
      const t = await target(purpose, name, type)
      const response = await put(t, type, bytes)
      expect(response.statusCode).toBe(200)
      const claimed = await claim(t.Key, purpose)
      expect(claimed).toMatchObject({ key: t.Key, status: 'uploaded', sizeBytes: bytes.length })
      expect((await row(t.Key)).uploadedAt).toBeInstanceOf(Date)
      // Claiming again (the entity saved twice) answers the same file without reading it again.
      expect((await claim(t.Key, purpose)).status).toBe('uploaded')
    }
  })

  it('refuses a renamed executable and deletes its bytes', async () => {
    const { platform, target, put, claim, row } = await setup()
    for (const [purpose, name, type, bytes] of [
      ['holiday_photo', 'cute.jpg', 'image/jpeg', elfBytes],
      ['registration_document', 'nric.pdf', 'application/pdf', exeBytes],
      ['finance_document', 'giro.txt', 'text/plain', elfBytes],
    ] as const) {
      const t = await target(purpose, name, type)
      expect((await put(t, type, bytes)).statusCode).toBe(200)
      await expect(claim(t.Key, purpose)).rejects.toMatchObject({
        code: ErrorCode.BadUserInput,
        message: 'Invalid filetype',
      })
      expect(await platform.storage.head(t.Key, 16)).toBeNull()
      expect((await row(t.Key)).status).toBe('pending')
      // Nothing left to claim afterwards.
      await expect(claim(t.Key, purpose)).rejects.toMatchObject({ message: FileMsg.uploadFailed })
    }
  })

  it('writes a key once: a claimed file cannot be swapped through its still-valid link', async () => {
    const { app, platform, deps, target, put, claim } = await setup()
    const t = await target('holiday_photo', 'beach.png', 'image/png')
    expect((await put(t, 'image/png', pngBytes)).statusCode).toBe(200)
    await claim(t.Key, 'holiday_photo')
    const again = await put(t, 'image/png', Buffer.concat([pngBytes.subarray(0, 16), elfBytes]))
    expect(again.statusCode).toBe(409)
    expect((await platform.storage.head(t.Key, 1024))?.head.equals(pngBytes)).toBe(true)
    const url = await signedFileUrl(deps, t.Key)
    expect((await app.inject({ method: 'GET', url: pathOf(url) })).rawPayload.equals(pngBytes)).toBe(true)
  })

  it('refuses bytes of another allowed type than the one declared', async () => {
    const { target, put, claim } = await setup()
    const t = await target('holiday_photo', 'photo.jpg', 'image/jpeg')
    await put(t, 'image/jpeg', pngBytes)
    await expect(claim(t.Key, 'holiday_photo')).rejects.toMatchObject({ message: 'Invalid filetype' })
  })

  it('refuses a body over the purpose limit before storing it', async () => {
    const { platform, target, put } = await setup()
    const t = await target('registration_document', 'big.pdf', 'application/pdf')
    const big = Buffer.concat([pdfBytes, Buffer.alloc(1.5 * MB, 0x20)])
    const response = await put(t, 'application/pdf', big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: 'The file is larger than 1.5 MB' })
    expect(await platform.storage.head(t.Key, 16)).toBeNull()

    // Sent chunked, without a length: refused once the bytes are counted.
    const chunked = await put(t, 'application/pdf', Readable.from([big.subarray(0, MB), big.subarray(MB)]))
    expect(chunked.statusCode).toBe(413)
    expect(await platform.storage.head(t.Key, 16)).toBeNull()

    // Beyond the largest limit of any purpose the server stops reading.
    const photo = await target('finance_document', 'huge.pdf', 'application/pdf')
    expect((await put(photo, 'application/pdf', Buffer.alloc(10 * MB + 1, 0x20))).statusCode).toBe(413)
  })

  it('checks the size on claim too (S3 uploads are not capped by the API)', async () => {
    const { platform, target, claim } = await setup()
    const t = await target('registration_document', 'big.pdf', 'application/pdf')
    await platform.storage.put(t.Key, Buffer.concat([pdfBytes, Buffer.alloc(1.5 * MB)]), 'application/pdf')
    await expect(claim(t.Key, 'registration_document')).rejects.toMatchObject({
      message: 'The file is larger than 1.5 MB',
    })
    expect(await platform.storage.head(t.Key, 16)).toBeNull()
  })

  it("refuses another school's key, another purpose, an unknown key and a file never uploaded", async () => {
    const { target, put, claim, deps, db } = await setup()
    const other = await buildSchool()
    const t = await target('holiday_photo', 'beach.png', 'image/png')
    await put(t, 'image/png', pngBytes)
    const uploadFailed = { code: ErrorCode.BadUserInput, message: 'Something went wrong while uploading' }
    await expect(claim(t.Key, 'holiday_photo', other.id)).rejects.toMatchObject(uploadFailed)
    await expect(claim(t.Key, 'school_logo')).rejects.toMatchObject(uploadFailed)
    const unknown = t.Key.replace(/[0-9a-f-]{36}\.png$/, `${randomUUID()}.png`)
    await expect(claim(unknown, 'holiday_photo')).rejects.toMatchObject(uploadFailed)
    await expect(claim('../../etc/passwd', 'holiday_photo')).rejects.toMatchObject(uploadFailed)
    const never = await target('holiday_photo', 'later.png', 'image/png')
    await expect(claim(never.Key, 'holiday_photo')).rejects.toMatchObject(uploadFailed)
    // Field-level message for the entity's form.
    await expect(
      db.transaction((tx) =>
        claimUploadedFile(tx, deps, {
          schoolId: other.id,
          key: t.Key,
          purpose: 'holiday_photo',
          field: 'photo',
        }),
      ),
    ).rejects.toMatchObject({ fields: { photo: FileMsg.uploadFailed } })
  })
})

describe('signed URLs', () => {
  it('refuses expired, tampered and mismatched upload URLs with 403', async () => {
    const { platform, target, put } = await setup()
    const t = await target('holiday_photo', 'beach.png', 'image/png')
    const url = new URL(t.Url)
    const signature = url.searchParams.get('signature') ?? ''
    const expired = await platform.storage.signedPutUrl(t.Key, 'image/png', -1)
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const cases = [
      expired,
      t.Url.replace(`signature=${signature}`, `signature=${flipped}`),
      t.Url.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 3600}`),
      t.Url.replace(/[0-9a-f-]{36}\.png\?/, `${randomUUID()}.png?`),
      t.Url.split('?')[0],
    ]
    for (const bad of cases) {
      const response = await put(t, 'image/png', pngBytes, bad)
      expect(response.statusCode, bad).toBe(403)
    }
    // Signed for image/png: another content type is refused.
    expect((await put(t, 'image/jpeg', pngBytes)).statusCode).toBe(403)
    // A path that is not a key never reaches the disk.
    const traversal = await put(
      t,
      'image/png',
      pngBytes,
      `http://x/files/upload/..%2F..%2Fescape.png${url.search}`,
    )
    expect(traversal.statusCode).toBe(403)
    expect(await platform.storage.head(t.Key, 16)).toBeNull()
    expect((await put(t, 'image/png', pngBytes)).statusCode).toBe(200)
  })

  it('serves a claimed file through a signed download URL that expires', async () => {
    const { app, platform, deps, target, put, claim } = await setup()
    const t = await target('holiday_photo', 'beach.png', 'image/png')
    await put(t, 'image/png', pngBytes)
    await claim(t.Key, 'holiday_photo')
    const url = await signedFileUrl(deps, t.Key)
    expect(new URL(url).pathname).toBe(`/files/${t.Key}`)
    const response = await app.inject({ method: 'GET', url: pathOf(url) })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.rawPayload.equals(pngBytes)).toBe(true)

    const expired = await platform.storage.signedGetUrl(t.Key, -1)
    expect((await app.inject({ method: 'GET', url: pathOf(expired) })).statusCode).toBe(403)
    const tampered = url.replace('signature=', 'signature=x')
    expect((await app.inject({ method: 'GET', url: pathOf(tampered) })).statusCode).toBe(403)
    // An upload signature is not a download signature.
    expect((await app.inject({ method: 'GET', url: pathOf(t.Url).replace('/upload', '') })).statusCode).toBe(
      403,
    )
  })

  it('deletes a stored file of the school only', async () => {
    const { app, platform, deps, db, school, target, put, claim, row } = await setup()
    const other: TestSchool = await buildSchool()
    const t = await target('holiday_photo', 'beach.png', 'image/png')
    await put(t, 'image/png', pngBytes)
    await claim(t.Key, 'holiday_photo')
    expect(await deleteStoredFile(db, deps, { schoolId: other.id, key: t.Key })).toBe(false)
    expect(await row(t.Key)).toBeDefined()
    const url = await signedFileUrl(deps, t.Key)
    expect(await deleteStoredFile(db, deps, { schoolId: school.id, key: t.Key })).toBe(true)
    expect(await row(t.Key)).toBeUndefined()
    expect(await platform.storage.head(t.Key, 16)).toBeNull()
    expect((await app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404)
  })
})

describe('abandoned uploads', () => {
  it('removes pending files older than a day with their bytes, and nothing else', async () => {
    const { db, platform, target, put, claim, row } = await setup()
    const old = await target('holiday_photo', 'old.png', 'image/png')
    const fresh = await target('holiday_photo', 'fresh.png', 'image/png')
    const kept = await target('holiday_photo', 'kept.png', 'image/png')
    for (const t of [old, fresh, kept]) await put(t, 'image/png', pngBytes)
    await claim(kept.Key, 'holiday_photo')
    const dayAndHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000)
    for (const t of [old, kept])
      await db.update(storedFiles).set({ createdAt: dayAndHourAgo }).where(eq(storedFiles.key, t.Key))

    expect(await removeStalePendingFiles(db, platform.storage)).toBeGreaterThanOrEqual(1)
    expect(await row(old.Key)).toBeUndefined()
    expect(await platform.storage.head(old.Key, 16)).toBeNull()
    expect((await row(fresh.Key)).status).toBe('pending')
    expect(await platform.storage.head(fresh.Key, 16)).not.toBeNull()
    expect((await row(kept.Key)).status).toBe('uploaded')
    expect(await platform.storage.head(kept.Key, 16)).not.toBeNull()
  })
})
