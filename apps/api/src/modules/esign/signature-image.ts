import upngModule from '@pdf-lib/upng'
import {
  SIGNATURE_MAX_PIXEL_BYTES,
  SIGNATURE_MAX_SIDE,
  signaturePngBase64,
  ErrorCode,
} from '@preschool/domain'
import { refusal } from '../../platform/errors/domain-error'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** Channels of each PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

/**
 * The decoder pdf-lib embeds PNGs with. Its CommonJS build exports `default`: Node's loader hands back the whole
 * exports object, a bundler (vitest) the default itself.
 */
const UPNG = (upngModule as unknown as { default?: typeof upngModule }).default ?? upngModule

const invalid = () => refusal(ErrorCode.BadUserInput, 'esign.signatureInvalid', 'image')

/**
 * What the header says decoding would cost, refused before any pixel is inflated: a side past the limit, more
 * than 8 bits a sample (the pad draws 8), more pixel bytes than a signature needs, or an animation (each frame
 * is decoded in turn). The chunk walk reads only the 8-byte chunk headers.
 */
function assertHeaderBounds(bytes: Buffer): void {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw invalid()
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw invalid()
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  const bitDepth = bytes[24]
  const channels = CHANNELS[bytes[25]]
  if (width < 1 || height < 1 || width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE) throw invalid()
  if (!channels || bitDepth > 8) throw invalid()
  // toRGBA8 expands every pixel to 4 bytes, whatever the source's channels.
  if (width * height * Math.max(channels, 4) > SIGNATURE_MAX_PIXEL_BYTES) throw invalid()
  for (let at = 8; at + 8 <= bytes.length; at += 12 + bytes.readUInt32BE(at)) {
    if (bytes.toString('latin1', at + 4, at + 8) === 'acTL') throw invalid()
  }
}

/**
 * Refuses a signature whose bytes are not a PNG the signed PDF can hold, or that shows nothing. The data URL's
 * form was checked by the schema, but the bytes are only read when the last participant signs: a bad image
 * stored earlier would then fail every attempt to complete the form. The header bounds the decode; the decode
 * is the one pdf-lib makes when it embeds the image (the same library), so what passes here embeds there.
 */
export function assertSignaturePng(image: string): void {
  const bytes = Buffer.from(signaturePngBase64(image), 'base64')
  assertHeaderBounds(bytes)
  let rgba: Uint8Array
  try {
    const frames = UPNG.toRGBA8(
      UPNG.decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
    )
    if (frames.length !== 1) throw invalid()
    rgba = new Uint8Array(frames[0])
  } catch {
    throw invalid()
  }
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 0) return
  throw refusal(ErrorCode.BadUserInput, 'esign.signatureEmpty', 'image')
}
