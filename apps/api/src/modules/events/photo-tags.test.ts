import { EventPhotoMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { jpegBytes, pngBytes } from '../../platform/storage/test-files'
import { errorCode, gql } from '../../test/server'
import {
  ADD_PHOTOS,
  CONSENT,
  DELETE_PHOTOS,
  MY_ALBUM,
  PHOTO_STATUS,
  PHOTO_TAGS,
  photoWorld,
  pngClaiming,
  STAFF_ALBUM,
  uploadPhoto,
} from './photo-test-support'
import { CANCEL } from './test-support'

type World = Awaited<ReturnType<typeof photoWorld>>

async function addPhotos(
  w: World,
  photos: { fileKey: string; thumbnailKey?: string; childIDs?: number[] }[],
) {
  return gql(ADD_PHOTOS, { IDEvent: w.eventId, photos }, w.teacher.token)
}

const album = async (w: World) =>
  (await gql(STAFF_ALBUM, { IDEvent: w.eventId }, w.teacher.token)).data!.getEventPhotos

describe('events: photo thumbnails', () => {
  it('keeps the thumbnail beside the original; families load it, the original on tap', async () => {
    const w = await photoWorld()
    const jpg = { filename: 'thumb.jpg', contentType: 'image/jpeg' }
    const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    const thumbnailKey = await uploadPhoto(w.teacher.token, w.eventId, jpegBytes, jpg)
    const bare = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    const added = await addPhotos(w, [{ fileKey, thumbnailKey }, { fileKey: bare }])
    expect(added.errors).toBeUndefined()
    const [photo, noThumb] = added.data!.addEventPhotos
    expect(photo.thumbnailUrl).toContain(thumbnailKey)
    expect(photo.url).toContain(fileKey)
    // A photo added without one shows its original in the tile.
    expect(noThumb.thumbnailUrl).toBe(noThumb.url)

    const ids = [photo.ID, noThumb.ID]
    await gql(PHOTO_STATUS, { IDEvent: w.eventId, IDPhotos: ids, status: 'published' }, w.principal.token)
    const mine = { IDEvent: w.eventId, IDChild: w.family.childId }
    const seen = (await gql(MY_ALBUM, mine, w.family.parent.token)).data!.getMyEventPhotos.photos
    expect(seen[0].thumbnailUrl).toContain(thumbnailKey)
    expect(seen[0].url).toContain(fileKey)
  })

  it('refuses a thumbnail that is too large, no picture, the original itself, or another photo’s file', async () => {
    const w = await photoWorld()
    const original = () => uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    const big = await addPhotos(w, [
      {
        fileKey: await original(),
        thumbnailKey: await uploadPhoto(w.teacher.token, w.eventId, pngClaiming(481, 10)),
      },
    ])
    expect(big.errors?.[0].message).toBe(EventPhotoMsg.thumbnailTooLarge)
    const key = await original()
    const same = await addPhotos(w, [{ fileKey: key, thumbnailKey: key }])
    expect(same.errors?.[0].message).toContain(EventPhotoMsg.thumbnailSameFile)

    const first = await original()
    expect((await addPhotos(w, [{ fileKey: first }])).errors).toBeUndefined()
    // Another photo's original as this one's tile (its tags may differ), or one thumbnail for two photos.
    const stolen = await addPhotos(w, [{ fileKey: await original(), thumbnailKey: first }])
    expect(stolen.errors?.[0].message).toBe(EventPhotoMsg.keyInUse)
    const shared = await original()
    const twice = await addPhotos(w, [
      { fileKey: await original(), thumbnailKey: shared },
      { fileKey: await original(), thumbnailKey: shared },
    ])
    expect(twice.errors?.[0].message).toBe(EventPhotoMsg.keyInUse)
    expect((await album(w)).map((p) => p.fileKey)).toEqual([first])
  })
})

describe('events: changing a photo’s tags', () => {
  it('tags and untags after upload with the upload’s consent rules; untagging unblocks publishing', async () => {
    const w = await photoWorld()
    const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    const id = (await addPhotos(w, [{ fileKey }])).data!.addEventPhotos[0].ID
    const tag = (childIDs: number[], token = w.teacher.token) =>
      gql(PHOTO_TAGS, { IDEvent: w.eventId, IDPhoto: id, childIDs }, token)

    const tagged = await tag([w.family.childId, w.family.childId])
    expect(tagged.data!.updateEventPhotoTags[0].tags).toEqual([
      { childID: w.family.childId, photoConsent: true },
    ])
    // The neighbour's family gave no consent; the other centre's child is not attending.
    const refused = await tag([w.family.childId, w.neighbour.childId])
    expect(errorCode(refused)).toBe('CONFLICT')
    expect(refused.errors?.[0].message).toMatch(
      /^No photo consent for .+: remove the tag or the photo first$/,
    )
    expect((await tag([w.otherFamily.childId])).errors?.[0].message).toBe(EventPhotoMsg.notTaggable)
    expect((await album(w))[0].tags).toEqual([{ childID: w.family.childId, photoConsent: true }])

    // Consent withdrawn: the photo cannot be published until the tag comes off, and taking it off is allowed.
    await gql(CONSENT, { IDChild: w.family.childId, photoConsent: false }, w.family.parent.token)
    const publish = { IDEvent: w.eventId, IDPhotos: [id], status: 'published' }
    expect(errorCode(await gql(PHOTO_STATUS, publish, w.principal.token))).toBe('CONFLICT')
    const [a, b] = await Promise.all([tag([]), tag([])])
    expect(a.errors ?? b.errors).toBeUndefined()
    expect((await album(w))[0].tags).toEqual([])
    expect((await gql(PHOTO_STATUS, publish, w.principal.token)).errors).toBeUndefined()
  })

  it('refuses bad input, deleted photos, photos of another album and callers out of reach', async () => {
    const w = await photoWorld()
    const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    const id = (await addPhotos(w, [{ fileKey }])).data!.addEventPhotos[0].ID
    const vars = (childIDs: number[], IDPhoto = id) => ({ IDEvent: w.eventId, IDPhoto, childIDs })
    const tooMany = await gql(PHOTO_TAGS, vars(Array.from({ length: 31 }, (_, i) => i + 1)), w.teacher.token)
    expect(tooMany.errors?.[0].message).toBe(EventPhotoMsg.tagsMax)
    expect(errorCode(await gql(PHOTO_TAGS, vars([-1]), w.teacher.token))).toBe('BAD_USER_INPUT')
    const unknown = await gql(PHOTO_TAGS, vars([], id + 1000), w.teacher.token)
    expect(unknown.errors?.[0].message).toBe(EventPhotoMsg.photoUnknown)
    for (const token of [
      w.otherCentre.token,
      w.noModule.token,
      w.family.parent.token,
      w.otherFamily.parent.token,
    ])
      expect(errorCode(await gql(PHOTO_TAGS, vars([w.family.childId]), token))).toBe('FORBIDDEN')
    await gql(DELETE_PHOTOS, { IDEvent: w.eventId, IDPhotos: [id] }, w.teacher.token)
    const gone = await gql(PHOTO_TAGS, vars([w.family.childId]), w.teacher.token)
    expect(gone.errors?.[0].message).toBe(EventPhotoMsg.photoUnknown)
    await gql(CANCEL, { IDEvent: w.eventId }, w.principal.token)
    expect(await album(w)).toEqual([])
  })
})
