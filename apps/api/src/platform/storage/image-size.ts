/**
 * The pixel size a JPEG, PNG or WebP file declares in its header, read without decoding a pixel: what decoding would
 * cost is known (and can be refused) before anything inflates the picture. Undefined when the header is not one of
 * these formats or is cut short.
 */
import type { StorageAdapter } from './adapter'

export interface ImageSize {
  width: number
  height: number
}

/**
 * How much of a stored picture `storedImageSize` reads. PNG and WebP name their size in the first 30 bytes; a JPEG's
 * frame header follows its APP segments (EXIF, ICC profile), each at most 64 KiB, so 256 KiB covers a camera's JPEG
 * without reading a 5 MB photo whole.
 */
export const IMAGE_HEADER_BYTES = 256 * 1024

/** The size a stored picture's header declares, reading only its first bytes; undefined when gone or no picture. */
export async function storedImageSize(
  storage: Pick<StorageAdapter, 'head'>,
  key: string,
): Promise<ImageSize | undefined> {
  const object = await storage.head(key, IMAGE_HEADER_BYTES)
  return object ? imageSize(object.head) : undefined
}

export function imageSize(bytes: Buffer): ImageSize | undefined {
  if (
    bytes.length >= 24 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  )
    return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20))
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes)
  if (
    bytes.length >= 30 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return webpSize(bytes)
  return undefined
}

const sized = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined)

/** Start-of-frame markers carry the size: C0-CF except C4 (Huffman tables), C8 (reserved) and CC (arithmetic). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** Walks the JPEG's marker segments (each names its length) up to the first frame header. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  let at = 2
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (isStartOfFrame(marker)) return sized(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5))
    // Markers without a length: TEM and the restart markers; the scan's start means no frame came first.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) at += 2
    else if (marker === 0xda || marker === 0xd9) return undefined
    else at += 2 + bytes.readUInt16BE(at + 2)
  }
  return undefined
}

/** WebP's three bitstreams: lossy VP8 (14-bit sides), lossless VP8L (14-bit sides less one), extended VP8X (24-bit). */
function webpSize(bytes: Buffer): ImageSize | undefined {
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff)
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21)
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
  }
  if (chunk === 'VP8X') return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1)
  return undefined
}
