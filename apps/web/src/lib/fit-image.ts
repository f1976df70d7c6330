import { UPLOAD_RULES, type UploadPurpose } from '@preschool/domain'

/** A decoded picture that can be drawn again at a smaller size, as a JPEG of a given quality. */
export interface DecodedImage {
  width: number
  height: number
  encode(width: number, height: number, quality: number): Promise<Blob | null>
}

/** Decodes a chosen picture; null when the browser cannot read it (it is then uploaded, or refused, as it is). */
export type ImageDecoder = (file: File) => Promise<DecodedImage | null>

// Longest sides tried, largest first: 1600 px keeps a document's print legible; below 1000 px it would not be.
const SIDES = [2400, 2000, 1600, 1300, 1000]
const QUALITIES = [0.85, 0.7]
const PHOTO_TYPES = ['image/jpeg', 'image/png']

/** The browser's decoder: createImageBitmap and a canvas (no library, nothing sent anywhere). */
export const browserDecoder: ImageDecoder = async (file) => {
  if (typeof createImageBitmap !== 'function') return null
  const bitmap = await createImageBitmap(file).catch(() => null)
  if (!bitmap) return null
  return {
    width: bitmap.width,
    height: bitmap.height,
    encode: (width, height, quality) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      if (!context) return Promise.resolve(null)
      // A transparent PNG becomes a JPEG: white behind it, as on paper.
      context.fillStyle = '#fff'
      context.fillRect(0, 0, width, height)
      context.drawImage(bitmap, 0, 0, width, height)
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
    },
  }
}

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`

/**
 * A photo too large for the purpose's limit, drawn again smaller (a phone camera's 3-5 MB JPEG for a 1.5 MB
 * document): the largest size and quality in SIDES x QUALITIES that fits. Anything else (a PDF, a photo that fits,
 * one the browser cannot read, a purpose without JPEG, or one that fits at no legible size) comes back as it was,
 * for the usual check to accept or refuse.
 */
export async function fitImage(
  purpose: UploadPurpose,
  file: File,
  decode: ImageDecoder = browserDecoder,
): Promise<File> {
  const rule = UPLOAD_RULES[purpose]
  if (file.size <= rule.maxBytes || !PHOTO_TYPES.includes(file.type) || !rule.formats.includes('jpg'))
    return file
  const image = await decode(file)
  if (!image) return file
  const longest = Math.max(image.width, image.height)
  for (const side of SIDES.filter((s) => s < longest || s === SIDES[0])) {
    const scale = Math.min(1, side / longest)
    const width = Math.max(1, Math.round(image.width * scale))
    const height = Math.max(1, Math.round(image.height * scale))
    for (const quality of QUALITIES) {
      const blob = await image.encode(width, height, quality)
      if (blob && blob.size <= rule.maxBytes)
        return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified })
    }
  }
  return file
}
