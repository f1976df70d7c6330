import { describe, expect, it } from 'vitest'
import { IMAGE_HEADER_BYTES, imageSize, storedImageSize } from './image-size'
import { jpegBytes, pdfBytes, pngBytes } from './test-files'

/** A WebP file's first chunk header, with `payload` as the chunk's first bytes. */
const webp = (chunk: string, payload: Buffer) =>
  Buffer.concat([
    Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'),
    Buffer.from(chunk, 'latin1'),
    Buffer.alloc(4),
    payload,
  ])

describe('imageSize', () => {
  it('reads PNG and JPEG sizes from their headers', () => {
    expect(imageSize(pngBytes)).toEqual({ width: 1, height: 1 })
    expect(imageSize(jpegBytes)).toEqual({ width: 1, height: 1 })
    const claimed = Buffer.from(pngBytes)
    claimed.writeUInt32BE(20_000, 16)
    expect(imageSize(claimed)).toEqual({ width: 20_000, height: 1 })
  })

  it('reads the three WebP bitstreams', () => {
    const lossy = Buffer.alloc(10)
    lossy.writeUInt16LE(640, 6)
    lossy.writeUInt16LE(480, 8)
    expect(imageSize(webp('VP8 ', lossy))).toEqual({ width: 640, height: 480 })
    const lossless = Buffer.alloc(10)
    lossless[0] = 0x2f
    lossless.writeUInt32LE(99 | (49 << 14), 1)
    expect(imageSize(webp('VP8L', lossless))).toEqual({ width: 100, height: 50 })
    const extended = Buffer.alloc(10)
    extended.writeUIntLE(29_999, 4, 3)
    extended.writeUIntLE(1, 7, 3)
    expect(imageSize(webp('VP8X', extended))).toEqual({ width: 30_000, height: 2 })
  })

  it('answers nothing for other files, cut headers and zero sides', () => {
    expect(imageSize(pdfBytes)).toBeUndefined()
    expect(imageSize(jpegBytes.subarray(0, 20))).toBeUndefined()
    expect(imageSize(pngBytes.subarray(0, 16))).toBeUndefined()
    const zero = Buffer.from(pngBytes)
    zero.writeUInt32BE(0, 16)
    expect(imageSize(zero)).toBeUndefined()
  })
})

describe('storedImageSize', () => {
  it('reads only the header of a stored picture, never the whole file', async () => {
    const asked: number[] = []
    // A JPEG with a 60 KiB EXIF segment before its frame header, then 4 MB of scan data the size never needs.
    const exif = Buffer.alloc(4 + 60 * 1024)
    exif.writeUInt16BE(0xffe1, 0)
    exif.writeUInt16BE(exif.length - 2, 2)
    const bytes = Buffer.concat([
      jpegBytes.subarray(0, 2),
      exif,
      jpegBytes.subarray(2),
      Buffer.alloc(4_000_000),
    ])
    const storage = {
      head: async (_key: string, n: number) => {
        asked.push(n)
        return { head: bytes.subarray(0, n), size: bytes.length }
      },
    }
    expect(await storedImageSize(storage, 'k')).toEqual({ width: 1, height: 1 })
    expect(asked).toEqual([IMAGE_HEADER_BYTES])
    expect(IMAGE_HEADER_BYTES).toBeLessThan(bytes.length / 10)
  })

  it('answers undefined for a file that is gone or no picture', async () => {
    expect(await storedImageSize({ head: async () => null }, 'k')).toBeUndefined()
    const pdf = { head: async () => ({ head: pdfBytes, size: pdfBytes.length }) }
    expect(await storedImageSize(pdf, 'k')).toBeUndefined()
  })
})
