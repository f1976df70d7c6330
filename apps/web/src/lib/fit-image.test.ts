import { describe, expect, it } from 'vitest'
import { type DecodedImage, fitImage } from './fit-image'

const MB = 1024 * 1024

/** A blob that says it holds `bytes` (allocating a real one per try would make the test slow, not better). */
function sized(bytes: number): Blob {
  const blob = new Blob(['x'], { type: 'image/jpeg' })
  Object.defineProperty(blob, 'size', { value: bytes })
  return blob
}

/** A picture whose JPEG weighs about `bytesPerPixel` x pixels x quality: what a real encoder roughly does. */
function picture(width: number, height: number, bytesPerPixel: number) {
  const drawn: [number, number, number][] = []
  const image: DecodedImage = {
    width,
    height,
    encode: async (w, h, quality) => {
      drawn.push([w, h, quality])
      return sized(Math.round(w * h * bytesPerPixel * quality))
    },
  }
  return { decode: async () => image, drawn }
}

function photo(bytes: number, name = 'IMG_0042.JPG', type = 'image/jpeg'): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

describe('fitImage', () => {
  it('shrinks a 2.8 MB phone photo under the 1.5 MB document limit, keeping it as large as fits', async () => {
    const { decode, drawn } = picture(4032, 3024, 0.5)
    const fitted = await fitImage('registration_document', photo(2.8 * MB), decode)
    expect(fitted.type).toBe('image/jpeg')
    expect(fitted.name).toBe('IMG_0042.jpg')
    // 2400 px at 0.85 weighed 1.84 MB; at 0.7 it weighs 1.44 MB and is taken: the largest that fits.
    expect(drawn).toEqual([
      [2400, 1800, 0.85],
      [2400, 1800, 0.7],
    ])
  })

  it('leaves a photo that fits, a PDF and a picture the browser cannot read as they are', async () => {
    const { decode, drawn } = picture(4032, 3024, 0.5)
    const small = photo(MB)
    expect(await fitImage('registration_document', small, decode)).toBe(small)
    const pdf = photo(3 * MB, 'form.pdf', 'application/pdf')
    expect(await fitImage('registration_document', pdf, decode)).toBe(pdf)
    const unreadable = photo(3 * MB)
    expect(await fitImage('registration_document', unreadable, async () => null)).toBe(unreadable)
    expect(drawn).toEqual([])
  })

  it('gives back a photo no legible size fits, for the size check to refuse', async () => {
    const { decode, drawn } = picture(4032, 3024, 50)
    const huge = photo(9 * MB)
    expect(await fitImage('registration_document', huge, decode)).toBe(huge)
    // Never drawn below 1000 px on its longest side.
    expect(Math.min(...drawn.map(([w]) => w))).toBe(1000)
  })
})
