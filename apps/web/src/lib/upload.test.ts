import { Messages } from '@preschool/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeXHR, installFakeXHR, sentRequest } from '../components/upload/fake-xhr'
import { setLanguage } from '../i18n'
import { GqlError } from './request'
import { checkFile, UploadError, uploadFile, uploadForPurpose } from './upload'

beforeEach(installFakeXHR)
afterEach(async () => {
  vi.unstubAllGlobals()
  await setLanguage('en', { remember: false })
})

const png = (size = 100, name = 'beach.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type })
const target = {
  Url: 'http://127.0.0.1:3000/files/upload/3/holiday_photo/x.png?expires=1&signature=s',
  Key: 'k',
}

describe('uploadFile', () => {
  it('PUTs the file with its content type and reports progress; 200 is success', async () => {
    const onProgress = vi.fn()
    const file = png()
    const done = uploadFile(target, file, { onProgress })
    const xhr = await sentRequest()
    expect(xhr.method).toBe('PUT')
    expect(xhr.url).toBe(target.Url)
    expect(xhr.headers['content-type']).toBe('image/png')
    expect(xhr.body).toBe(file)
    xhr.progress(25, 100)
    xhr.progress(50, 100)
    xhr.respond(200)
    await expect(done).resolves.toBeUndefined()
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([25, 50, 100])
  })

  it("fails with 'Something went wrong while uploading' on any other status, an error or an abort", async () => {
    for (const [status, finish] of [
      [201, (x: FakeXHR) => x.respond(201)],
      [403, (x: FakeXHR) => x.respond(403)],
      [413, (x: FakeXHR) => x.respond(413)],
      [0, (x: FakeXHR) => x.fail()],
    ] as const) {
      const done = uploadFile(target, png())
      finish(await sentRequest())
      await expect(done, String(status)).rejects.toThrow('Something went wrong while uploading')
      FakeXHR.requests = []
    }
    const controller = new AbortController()
    const aborted = uploadFile(target, png(), { signal: controller.signal })
    const xhr = await sentRequest()
    controller.abort()
    expect(xhr.aborted).toBe(true)
    await expect(aborted).rejects.toThrow(Messages.uploadFailed)
  })

  it('says the device is offline, in the chosen language, when the network is down', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const done = uploadFile(target, png())
    ;(await sentRequest()).fail()
    await expect(done).rejects.toThrow('You appear to be offline. Check your connection and try again.')
    await setLanguage('zh', { remember: false })
    const again = uploadFile(target, png())
    ;(await sentRequest()).fail()
    await expect(again).rejects.toThrow('您似乎已离线。请检查网络连接，然后重试。')
  })

  it('sends the content type it was told to', async () => {
    const done = uploadFile(target, new File(['a,b'], 'giro.csv'), { contentType: 'text/csv' })
    const xhr = await sentRequest()
    expect(xhr.headers['content-type']).toBe('text/csv')
    xhr.respond(200)
    await done
  })
})

describe('uploadForPurpose', () => {
  it('checks the file, asks for a target with its name and type, uploads and answers the key', async () => {
    const getTarget = vi.fn(async () => target)
    const done = uploadForPurpose('holiday_photo', png(), getTarget)
    ;(await sentRequest()).respond(200)
    await expect(done).resolves.toBe('k')
    expect(getTarget).toHaveBeenCalledWith({ filename: 'beach.png', contentType: 'image/png' })
  })

  it('refuses a wrong type or a too large file before asking for a target', async () => {
    const getTarget = vi.fn(async () => target)
    await expect(uploadForPurpose('registration_document', png(), getTarget)).rejects.toThrow(
      'Invalid filetype',
    )
    const big = png(1.5 * 1024 * 1024 + 1, 'scan.pdf', 'application/pdf')
    await expect(uploadForPurpose('registration_document', big, getTarget)).rejects.toThrow(
      'The file is larger than 1.5 MB',
    )
    await expect(uploadForPurpose('registration_document', big, getTarget)).rejects.toBeInstanceOf(
      UploadError,
    )
    expect(getTarget).not.toHaveBeenCalled()
    expect(FakeXHR.requests).toHaveLength(0)
    expect(checkFile('holiday_photo', png(10, 'run.exe', 'application/x-msdownload'))).toBe(
      'Invalid filetype',
    )
  })

  it("passes the target mutation's refusal through", async () => {
    const getTarget = vi.fn(async () => {
      throw new GqlError([{ message: 'unauthorized' }])
    })
    await expect(uploadForPurpose('holiday_photo', png(), getTarget)).rejects.toThrow('unauthorized')
  })
})
