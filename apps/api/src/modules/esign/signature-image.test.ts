import { crc32, deflateSync } from 'node:zlib'
import { ErrorCode, EsignMsg, Messages } from '@preschool/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { pngBytes } from '../../platform/storage/test-files'
import { errorCode, gql, gqlFrom, testServer } from '../../test/server'
import { enquiryStateOf } from '../documents/test-support'
import { newIp } from '../identity/test-support'
import { drawn, FORM, formAwaitingApplicant, SIGN, signingTokenFor } from './test-support'

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

/** A PNG's signature and header claiming a 30000 x 30000 image: decoding it would take gigabytes. */
function hugePngHeader(): Buffer {
  const header = Buffer.from(pngBytes.subarray(0, 33))
  header.writeUInt32BE(30_000, 16)
  header.writeUInt32BE(30_000, 20)
  return Buffer.concat([header, pngBytes.subarray(33)])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG, every pixel one colour: RGBA (colour type 6) at 8 or 16 bits a sample. */
function solidPng(width: number, height: number, rgba: number[], bitDepth: 8 | 16 = 8): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([bitDepth, 6, 0, 0, 0], 8)
  const pixel = Buffer.from(rgba.flatMap((v) => (bitDepth === 16 ? [v, v] : [v])))
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array(width).fill(pixel) as Buffer[])])
  const pixels = deflateSync(Buffer.concat(Array(height).fill(row) as Buffer[]))
  return Buffer.concat([
    pngBytes.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const FORGED = 'forged-link-token-0123456789abcdef'

// Opening the database belongs to no one test's time.
beforeAll(() => testServer(), 180_000)

describe('an anonymous signature', () => {
  it('is refused for a forged link before its image is read', async () => {
    const refused = await gqlFrom(newIp(), SIGN, {
      token: FORGED,
      signature: { ...drawn, image: dataUrl(solidPng(2000, 2000, [0, 0, 0, 255], 16)) },
    })
    expect(refused.errors?.[0]).toMatchObject({
      message: EsignMsg.invalidLink,
      extensions: { code: ErrorCode.InvalidToken },
    })
  })

  it('is refused by its header when it would decode to more than a signature needs', async () => {
    const { token } = await formAwaitingApplicant()
    for (const image of [solidPng(48, 16, [0, 0, 0, 255], 16), solidPng(1200, 1200, [0, 0, 0, 255])]) {
      const refused = await gqlFrom(newIp(), SIGN, { token, signature: { ...drawn, image: dataUrl(image) } })
      expect(refused.errors?.[0]?.message).toBe(EsignMsg.signatureInvalid)
    }
    const pad = await gqlFrom(newIp(), SIGN, {
      token,
      signature: { ...drawn, image: dataUrl(solidPng(480, 160, [20, 20, 90, 255])) },
    })
    expect(pad.errors).toBeUndefined()
  })

  it('that is fully transparent is no signature', async () => {
    const { token } = await formAwaitingApplicant()
    const blank = dataUrl(solidPng(480, 160, [0, 0, 0, 0]))
    const refused = await gqlFrom(newIp(), SIGN, { token, signature: { ...drawn, image: blank } })
    expect(refused.errors?.[0]).toMatchObject({
      message: EsignMsg.signatureEmpty,
      extensions: { code: ErrorCode.BadUserInput },
    })
    expect((await gqlFrom(newIp(), SIGN, { token, signature: drawn })).errors).toBeUndefined()
  })

  it('is limited per client address once it keeps failing, not for other addresses', async () => {
    const ip = newIp()
    const attempt = (from: string) => gqlFrom(from, SIGN, { token: FORGED, signature: drawn })
    for (let i = 0; i < 10; i += 1) expect(errorCode(await attempt(ip))).toBe(ErrorCode.InvalidToken)
    const limited = await attempt(ip)
    expect(limited.errors?.[0]).toMatchObject({
      message: Messages.tooManyAttempts,
      extensions: { code: ErrorCode.RateLimited },
    })
    expect(errorCode(await attempt(newIp()))).toBe(ErrorCode.InvalidToken)
  })
})

describe('a signature that is not a small PNG image', () => {
  it('is refused when signed, so it cannot strand the form at its last signer', async () => {
    const { w, token } = await formAwaitingApplicant()

    for (const image of [
      // HTML with a script, labelled as a PNG.
      dataUrl(Buffer.from('<html><script>alert(1)</script></html>')),
      // A PNG's first bytes, then nothing an image decoder can read.
      dataUrl(pngBytes.subarray(0, 40)),
      dataUrl(hugePngHeader()),
    ]) {
      const refused = await gqlFrom(newIp(), SIGN, { token, signature: { ...drawn, image } })
      expect(refused.errors?.[0]).toMatchObject({
        message: EsignMsg.signatureInvalid,
        extensions: { code: ErrorCode.BadUserInput },
      })
    }

    // The link is still alive; a real signature goes through and the centre's signer completes the form.
    expect((await gqlFrom(newIp(), SIGN, { token, signature: drawn })).errors).toBeUndefined()
    const staffToken = await signingTokenFor(w.school, w.staff.email)
    expect((await gqlFrom(newIp(), SIGN, { token: staffToken, signature: drawn })).errors).toBeUndefined()
    const done = await gql(FORM, { IDEnquiry: w.family.enquiryId }, w.staff.token)
    expect(done.data?.getConsentForm?.eDocumentStatus).toBe('Completed')
    expect(await enquiryStateOf(w.school, w.family.enquiryId)).toBe('pending_registration_payment')
  })
})
