import { EventPhotoMsg, FileMsg, TEXT_NOT_ALLOWED } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema'
import { jpegBytes, pdfBytes, pngBytes } from '../../platform/storage/test-files'
import { errorCode, gql } from '../../test/server'
import {
  ADD_PHOTOS,
  ALBUM_URLS,
  CONSENT,
  DELETE_PHOTOS,
  MY_ALBUM,
  PHOTO_STATUS,
  PHOTO_URL,
  photoWorld,
  pngClaiming,
  STAFF_ALBUM,
  uploadPhoto,
} from './photo-test-support'
import { CANCEL, publishedEvent } from './test-support'

type World = Awaited<ReturnType<typeof photoWorld>>

/** The teacher uploads a PNG and adds it with tags; answers the new photo's id. */
async function addPhoto(w: World, childIDs: number[] = [], caption = 'Sack race') {
  const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
  const added = await gql(
    ADD_PHOTOS,
    { IDEvent: w.eventId, photos: [{ fileKey, caption, childIDs }] },
    w.teacher.token,
  )
  if (added.errors) throw new Error(added.errors[0].message)
  return added.data!.addEventPhotos.find((p) => p.fileKey === fileKey)!.ID
}

const bells = (w: World, userId: number) =>
  w.school.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.fkUser, userId), eq(notifications.title, 'New photos: Sports Day')))

describe('events: photo albums', () => {
  it('adds uploaded photos unpublished, once on a replay; an approver publishes them and the families get a bell', async () => {
    const w = await photoWorld()
    const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    const photos = [{ fileKey, caption: '  Sack race ', childIDs: [w.family.childId] }]
    const [first, replay] = await Promise.all([
      gql(ADD_PHOTOS, { IDEvent: w.eventId, photos }, w.teacher.token),
      gql(ADD_PHOTOS, { IDEvent: w.eventId, photos }, w.teacher.token),
    ])
    expect(first.errors ?? replay.errors).toBeUndefined()
    const album = (await gql(STAFF_ALBUM, { IDEvent: w.eventId }, w.teacher.token)).data!.getEventPhotos
    expect(album).toHaveLength(1)
    expect(album[0]).toMatchObject({
      fileKey,
      status: 'unpublished',
      active: true,
      caption: 'Sack race',
      width: 1,
      height: 1,
      tags: [{ childID: w.family.childId, photoConsent: true }],
    })
    expect(album[0].url).toContain(fileKey)
    const mine = { IDEvent: w.eventId, IDChild: w.family.childId }
    // Nothing reaches families before review; a writer may not publish.
    expect((await gql(MY_ALBUM, mine, w.family.parent.token)).data!.getMyEventPhotos.photos).toEqual([])
    const byTeacher = await gql(
      PHOTO_STATUS,
      { IDEvent: w.eventId, IDPhotos: [album[0].ID], status: 'published' },
      w.teacher.token,
    )
    expect(errorCode(byTeacher)).toBe('FORBIDDEN')

    // Two approvers publishing at once: both answer published, the families are told once.
    const publish = { IDEvent: w.eventId, IDPhotos: [album[0].ID], status: 'published' }
    const [a, b] = await Promise.all([
      gql(PHOTO_STATUS, publish, w.principal.token),
      gql(PHOTO_STATUS, publish, w.hq.token),
    ])
    expect(a.errors ?? b.errors).toBeUndefined()
    expect(a.data!.updateEventPhotosStatus).toEqual([{ ID: album[0].ID, status: 'published' }])
    const told = await bells(w, w.family.parent.id)
    expect(told).toHaveLength(1)
    expect(told[0].navigate).toBe(`/events?event=${w.eventId}`)
    expect(await bells(w, w.neighbour.parent.id)).toHaveLength(1)
    const seen = (await gql(MY_ALBUM, mine, w.family.parent.token)).data!.getMyEventPhotos
    expect(seen.photoConsent).toBe(true)
    expect(seen.photos.map((p) => p.ID)).toEqual([album[0].ID])

    // Unpublished again, families no longer see it.
    await gql(PHOTO_STATUS, { ...publish, status: 'unpublished' }, w.principal.token)
    expect((await gql(MY_ALBUM, mine, w.family.parent.token)).data!.getMyEventPhotos.photos).toEqual([])
  })

  it('never tags or publishes a child without photo consent, and hides a photo from other families when consent is withdrawn', async () => {
    const w = await photoWorld()
    const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    const untagged = await gql(
      ADD_PHOTOS,
      { IDEvent: w.eventId, photos: [{ fileKey, childIDs: [w.neighbour.childId] }] },
      w.teacher.token,
    )
    expect(errorCode(untagged)).toBe('CONFLICT')
    expect(untagged.errors?.[0].message).toMatch(
      /^No photo consent for .+: remove the tag or the photo first$/,
    )
    // A child not attending cannot be tagged at all.
    const notThere = await gql(
      ADD_PHOTOS,
      { IDEvent: w.eventId, photos: [{ fileKey, childIDs: [w.otherFamily.childId] }] },
      w.teacher.token,
    )
    expect(notThere.errors?.[0].message).toBe(EventPhotoMsg.notTaggable)
    expect((await gql(STAFF_ALBUM, { IDEvent: w.eventId }, w.teacher.token)).data!.getEventPhotos).toEqual([])

    // Tagged with the family's consent and published, then the family withdraws it.
    const id = await addPhoto(w, [w.family.childId])
    const publish = { IDEvent: w.eventId, IDPhotos: [id], status: 'published' }
    expect((await gql(PHOTO_STATUS, publish, w.principal.token)).errors).toBeUndefined()
    const neighbourView = { IDEvent: w.eventId, IDChild: w.neighbour.childId }
    const ownView = { IDEvent: w.eventId, IDChild: w.family.childId }
    const seenByNeighbour = await gql(MY_ALBUM, neighbourView, w.neighbour.parent.token)
    expect(seenByNeighbour.data!.getMyEventPhotos.photos.map((p) => p.ID)).toEqual([id])
    // Other families never read the tags of someone else's child.
    expect(seenByNeighbour.data!.getMyEventPhotos.photos[0].tags).toEqual([])

    await gql(CONSENT, { IDChild: w.family.childId, photoConsent: false }, w.family.parent.token)
    expect(
      (await gql(MY_ALBUM, neighbourView, w.neighbour.parent.token)).data!.getMyEventPhotos.photos,
    ).toEqual([])
    const own = (await gql(MY_ALBUM, ownView, w.family.parent.token)).data!.getMyEventPhotos
    expect(own).toMatchObject({
      photoConsent: false,
      photos: [{ ID: id, tags: [{ childID: w.family.childId }] }],
    })
    // Staff see why, and cannot publish it again until the photo goes.
    const staff = (await gql(STAFF_ALBUM, { IDEvent: w.eventId }, w.teacher.token)).data!.getEventPhotos
    expect(staff[0].tags).toEqual([{ childID: w.family.childId, photoConsent: false }])
    await gql(PHOTO_STATUS, { ...publish, status: 'unpublished' }, w.principal.token)
    const again = await gql(PHOTO_STATUS, publish, w.principal.token)
    expect(errorCode(again)).toBe('CONFLICT')
    const deleted = await gql(DELETE_PHOTOS, { IDEvent: w.eventId, IDPhotos: [id] }, w.teacher.token)
    expect(deleted.data!.deleteEventPhotos).toEqual([])
  })

  it('refuses hostile files by their bytes and header, and bad captions, adding nothing', async () => {
    const w = await photoWorld()
    const add = (fileKey: string, caption: string | null = null) =>
      gql(ADD_PHOTOS, { IDEvent: w.eventId, photos: [{ fileKey, caption }] }, w.teacher.token)
    const huge = await add(await uploadPhoto(w.teacher.token, w.eventId, pngClaiming(20_000, 20_000)))
    expect(huge.errors?.[0].message).toBe(EventPhotoMsg.tooManyPixels)
    const jpg = { filename: 'party.jpg', contentType: 'image/jpeg' }
    const notPicture = await add(await uploadPhoto(w.teacher.token, w.eventId, pdfBytes, jpg))
    expect(notPicture.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    const control = await add(
      await uploadPhoto(w.teacher.token, w.eventId, jpegBytes, jpg),
      'Bad\u0007caption',
    )
    expect(errorCode(control)).toBe('BAD_USER_INPUT')
    expect(JSON.stringify(control.errors)).toContain(TEXT_NOT_ALLOWED)
    const long = await add(await uploadPhoto(w.teacher.token, w.eventId, jpegBytes, jpg), 'x'.repeat(301))
    expect(long.errors?.[0].message).toContain(EventPhotoMsg.captionMax)
    const unknownKey = await add(`${w.school.id}/event_photo/00000000-0000-4000-8000-000000000000.png`)
    expect(unknownKey.errors?.[0].message).toBe(FileMsg.uploadFailed)
    const exe = await gql(
      ALBUM_URLS,
      { IDEvent: w.eventId, files: [{ filename: 'party.exe', contentType: 'application/octet-stream' }] },
      w.teacher.token,
    )
    expect(exe.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    const many = Array.from({ length: 51 }, () => ({ filename: 'a.png', contentType: 'image/png' }))
    const tooMany = await gql(ALBUM_URLS, { IDEvent: w.eventId, files: many }, w.teacher.token)
    expect(tooMany.errors?.[0].message).toBe(EventPhotoMsg.batchMax)
    expect((await gql(STAFF_ALBUM, { IDEvent: w.eventId }, w.teacher.token)).data!.getEventPhotos).toEqual([])
  })

  it('refuses photos of another album, of a cancelled event, and every caller out of reach', async () => {
    const w = await photoWorld()
    const id = await addPhoto(w)
    const otherEvent = await publishedEvent(w)
    const foreign = await gql(
      PHOTO_STATUS,
      { IDEvent: otherEvent, IDPhotos: [id], status: 'published' },
      w.principal.token,
    )
    expect(foreign.errors?.[0].message).toBe(EventPhotoMsg.photoUnknown)
    const wrongStatus = await gql(
      PHOTO_STATUS,
      { IDEvent: w.eventId, IDPhotos: [id], status: 'approved' },
      w.principal.token,
    )
    expect(wrongStatus.errors?.[0].message).toBe(EventPhotoMsg.statusUnknown)

    // A cancelled event's album takes no more photos and publishes none.
    await gql(CANCEL, { IDEvent: w.eventId }, w.principal.token)
    const late = await gql(
      PHOTO_STATUS,
      { IDEvent: w.eventId, IDPhotos: [id], status: 'published' },
      w.principal.token,
    )
    expect(late.errors?.[0].message).toBe(EventPhotoMsg.eventNotLive)

    const target = { IDEvent: w.eventId, filename: 'a.png', contentType: 'image/png' }
    for (const token of [w.otherCentre.token, w.noModule.token, w.family.parent.token]) {
      expect(errorCode(await gql(PHOTO_URL, target, token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(STAFF_ALBUM, { IDEvent: w.eventId }, token))).toBe('FORBIDDEN')
      const del = await gql(DELETE_PHOTOS, { IDEvent: w.eventId, IDPhotos: [id] }, token)
      expect(errorCode(del)).toBe('FORBIDDEN')
    }
    // Parents: only their own child, and only an event that invites the child.
    const otherChild = { IDEvent: w.eventId, IDChild: w.family.childId }
    expect(errorCode(await gql(MY_ALBUM, otherChild, w.neighbour.parent.token))).toBe('FORBIDDEN')
    expect(
      errorCode(
        await gql(CONSENT, { IDChild: w.family.childId, photoConsent: true }, w.neighbour.parent.token),
      ),
    ).toBe('FORBIDDEN')
    const notInvited = { IDEvent: w.eventId, IDChild: w.otherFamily.childId }
    expect(errorCode(await gql(MY_ALBUM, notInvited, w.otherFamily.parent.token))).toBe('NOT_FOUND')
    expect(
      (await gql(STAFF_ALBUM, { IDEvent: w.eventId }, w.teacher.token)).data!.getEventPhotos,
    ).toHaveLength(1)
  })
})
