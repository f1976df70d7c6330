import { EVENT_PHOTO_THUMB_SIDE } from '@preschool/domain'

/**
 * A small JPEG of a chosen photo for the album's tiles, drawn on a canvas in the browser (decision 0067: the
 * server has no image library and decodes nothing). Null when the browser cannot decode the file: the photo is
 * then added without one and its tile shows the original.
 */
export async function makeThumbnail(file: Blob): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, EVENT_PHOTO_THUMB_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    return await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8))
  } catch {
    return null
  }
}
