import {
  EVENT_PHOTO_MAX_PIXELS,
  EVENT_PHOTO_MAX_SIDE,
  EVENT_PHOTO_THUMB_SIDE,
  EventPhotoMsg,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { badInput } from '../../platform/errors/domain-error'
import { claimUploadedFile, type StorageDeps } from '../../platform/storage/files'
import { type ImageSize, storedImageSize } from '../../platform/storage/image-size'
import { photoKeys, selectKeysInUse } from './photo-queries'

/** Whether a picture of this size may be decoded: the original's bounds, or the thumbnail's much smaller ones. */
function sizeProblem(size: ImageSize | undefined, maxSide: number): string | null {
  if (!size) return EventPhotoMsg.notImage
  if (maxSide === EVENT_PHOTO_THUMB_SIDE)
    return size.width > maxSide || size.height > maxSide ? EventPhotoMsg.thumbnailTooLarge : null
  return size.width > maxSide || size.height > maxSide || size.width * size.height > EVENT_PHOTO_MAX_PIXELS
    ? EventPhotoMsg.tooManyPixels
    : null
}

/**
 * Claims one uploaded picture (type from its bytes, size limit) and reads its real size from its header, before
 * anything decodes it: a file that is no picture, or one larger than allowed, is refused and its bytes deleted.
 */
async function claimPicture(tx: DbOrTx, deps: StorageDeps, schoolId: number, key: string, maxSide: number) {
  const file = await claimUploadedFile(tx, deps, { schoolId, key, purpose: 'event_photo', field: 'photos' })
  const size = await storedImageSize(deps.platform.storage, file.key)
  const problem = sizeProblem(size, maxSide)
  if (problem || !size) {
    await deps.platform.storage.delete(file.key)
    throw badInput(problem ?? EventPhotoMsg.notImage, { photos: problem ?? EventPhotoMsg.notImage })
  }
  return { key: file.key, size }
}

export interface ClaimedPhoto {
  fileKey: string
  thumbnailKey: string | null
  width: number
  height: number
}

/**
 * The files of a batch of new photos, each checked like any upload; a key that is already another photo's file or
 * thumbnail is refused, so one photo's tile can never show another photo (whose tags may differ).
 */
export async function claimPhotoFiles(
  tx: DbOrTx,
  deps: StorageDeps,
  schoolId: number,
  photos: readonly { fileKey: string; thumbnailKey: string | null }[],
): Promise<ClaimedPhoto[]> {
  const keys = photoKeys(photos)
  if (new Set(keys).size !== keys.length || (await selectKeysInUse(tx, photos)).length > 0)
    throw badInput(EventPhotoMsg.keyInUse, { photos: EventPhotoMsg.keyInUse })
  const claimed: ClaimedPhoto[] = []
  for (const photo of photos) {
    const original = await claimPicture(tx, deps, schoolId, photo.fileKey, EVENT_PHOTO_MAX_SIDE)
    const thumbnail = photo.thumbnailKey
      ? await claimPicture(tx, deps, schoolId, photo.thumbnailKey, EVENT_PHOTO_THUMB_SIDE)
      : null
    claimed.push({
      fileKey: original.key,
      thumbnailKey: thumbnail?.key ?? null,
      width: original.size.width,
      height: original.size.height,
    })
  }
  return claimed
}
