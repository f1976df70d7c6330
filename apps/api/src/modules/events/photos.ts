import {
  addEventPhotosSchema,
  EventPhotoMsg,
  eventPhotoIdsSchema,
  eventPhotoStatusSchema,
  eventPhotoTagsSchema,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { deleteStoredFile, signedFileUrl, type StorageDeps } from '../../platform/storage/files'
import { notifyParents } from '../notifications'
import { PARENT_EVENTS } from './drafts'
import { eventText } from './notice-texts'
import { claimPhotoFiles } from './photo-files'
import {
  deactivatePhotos,
  insertPhoto,
  photoKeys,
  type PhotoRow,
  replaceTags,
  selectAlbum,
  selectConsent,
  selectFamilyAlbum,
  selectPhotosOf,
  selectTaggable,
  selectTags,
  setPhotosStatus,
  type TagRow,
  upsertConsent,
} from './photo-queries'
import { lockEvent } from './queries'
import { selectAttending } from './rsvp-queries'
import { familyEventOf } from './views'

export interface PhotoView {
  row: PhotoRow
  url: string
  /** The small copy for tiles; the original's URL for a photo added without one. */
  thumbnailUrl: string
  tags: TagRow[]
}

async function withUrls(deps: StorageDeps, db: DbOrTx, rows: PhotoRow[], keepTag: (t: TagRow) => boolean) {
  const tags = await selectTags(
    db,
    rows.map((r) => r.id),
  )
  return Promise.all(
    rows.map(async (row) => {
      const url = await signedFileUrl(deps, row.fileKey)
      return {
        row,
        url,
        thumbnailUrl: row.thumbnailKey ? await signedFileUrl(deps, row.thumbnailKey) : url,
        tags: tags.filter((t) => t.photoId === row.id && keepTag(t)),
      }
    }),
  )
}

/** getEventPhotos and what the staff mutations answer: the whole album with every tag. */
export async function staffAlbum(db: DbOrTx, deps: StorageDeps, eventId: number): Promise<PhotoView[]> {
  return withUrls(deps, db, await selectAlbum(db, eventId), () => true)
}

async function lockedEvent(tx: DbOrTx, schoolId: number, eventId: number) {
  const row = await lockEvent(tx, schoolId, eventId)
  if (!row) throw notFound('Event')
  return row
}

const namesOf = (rows: { childName: string }[]) => rows.map((r) => r.childName).join(', ')

/** Children being tagged on photos: children on the attending list whose families gave photo consent (decision 0059). */
async function checkTags(tx: DbOrTx, eventId: number, childIds: number[]) {
  if (childIds.length === 0) return
  const taggable = await selectTaggable(tx, eventId, childIds)
  if (taggable.length !== childIds.length)
    throw badInput(EventPhotoMsg.notTaggable, { childIDs: EventPhotoMsg.notTaggable })
  const refused = taggable.filter((t) => !t.consent)
  if (refused.length > 0) throw conflict(EventPhotoMsg.noConsent(namesOf(refused)))
}

/**
 * addEventPhotos: uploaded pictures join a published event's album unpublished, with their tags, all or none. The
 * batch's tags are checked once (every child named on any photo), then each file as it is claimed.
 */
export async function addPhotos(db: DbOrTx, deps: StorageDeps, actor: Actor, eventId: number, raw: unknown) {
  const { photos } = parseInput(addEventPhotosSchema, raw)
  await db.transaction(async (tx) => {
    const event = await lockedEvent(tx, actor.schoolId, eventId)
    if (event.status !== 'published') throw conflict(EventPhotoMsg.eventNotLive)
    await checkTags(tx, eventId, [...new Set(photos.flatMap((p) => p.childIDs))])
    const files = await claimPhotoFiles(tx, deps, actor.schoolId, photos)
    for (const [i, photo] of photos.entries())
      await insertPhoto(
        tx,
        {
          ...files[i],
          fkSchool: actor.schoolId,
          fkEvent: eventId,
          caption: photo.caption,
          fkUploadedBy: actor.userId,
        },
        photo.childIDs,
      )
  })
  return staffAlbum(db, deps, eventId)
}

/**
 * updateEventPhotoTags: staff change the children a photo shows after adding it. A child newly tagged must be on the
 * attending list with photo consent, as at upload; taking a tag off is always allowed (it is how a photo blocked by
 * a child without consent becomes publishable).
 */
export async function setPhotoTags(
  db: DbOrTx,
  deps: StorageDeps,
  actor: Actor,
  eventId: number,
  photoId: number,
  raw: unknown,
) {
  const childIds = parseInput(eventPhotoTagsSchema, raw)
  await db.transaction(async (tx) => {
    await lockedEvent(tx, actor.schoolId, eventId)
    const [photo] = await photosOfEvent(tx, eventId, [photoId])
    if (!photo.active) throw badInput(EventPhotoMsg.photoUnknown, { IDPhoto: EventPhotoMsg.photoUnknown })
    await checkTags(tx, eventId, await replaceTags(tx, actor.schoolId, photoId, childIds))
  })
  return staffAlbum(db, deps, eventId)
}

async function photosOfEvent(tx: DbOrTx, eventId: number, photoIds: number[]) {
  const found = await selectPhotosOf(tx, eventId, photoIds)
  if (found.length !== photoIds.length)
    throw badInput(EventPhotoMsg.photoUnknown, { IDPhotos: EventPhotoMsg.photoUnknown })
  return found
}

/**
 * updateEventPhotosStatus: publishes or unpublishes photos of a published event. A photo showing a child without
 * photo consent is never published. The first publication of photos tells the attending families by bell.
 */
export async function setStatus(
  db: DbOrTx,
  deps: StorageDeps,
  actor: Actor,
  eventId: number,
  raw: { IDPhotos: unknown; status: unknown },
) {
  const photoIds = parseInput(eventPhotoIdsSchema, raw.IDPhotos)
  const status = parseInput(eventPhotoStatusSchema, raw.status)
  await db.transaction(async (tx) => {
    const event = await lockedEvent(tx, actor.schoolId, eventId)
    await photosOfEvent(tx, eventId, photoIds)
    if (status === 'published') {
      if (event.status !== 'published') throw conflict(EventPhotoMsg.eventNotLive)
      const refused = (await selectTags(tx, photoIds)).filter((t) => !t.consent)
      const names = [...new Map(refused.map((t) => [t.childId, t])).values()]
      if (names.length > 0) throw conflict(EventPhotoMsg.noConsent(namesOf(names)))
    }
    const changed = await setPhotosStatus(tx, eventId, photoIds, status, actor.userId)
    if (status !== 'published' || changed.length === 0) return
    const attending = await selectAttending(tx, eventId)
    await notifyParents(tx, {
      schoolId: actor.schoolId,
      userIds: [...new Set(attending.map((r) => r.userId))],
      navigate: familyEventPath(eventId),
      kind: 'event',
      inLanguage: (language) => ({
        title: eventText(language, 'photosTitle', { event: event.title }).slice(0, 120),
        body: eventText(language, changed.length === 1 ? 'onePhoto' : 'manyPhotos', {
          count: changed.length,
          event: event.title,
        }).slice(0, 500),
      }),
    })
  })
  return staffAlbum(db, deps, eventId)
}

/** Where the bell opens an event's album for the family. */
export const familyEventPath = (eventId: number) => `${PARENT_EVENTS}?event=${eventId}`

/** deleteEventPhotos: the photos leave the album (the row keeps who and when); their bytes go once committed. */
export async function deletePhotos(
  db: DbOrTx,
  deps: StorageDeps,
  actor: Actor,
  eventId: number,
  raw: unknown,
) {
  const photoIds = parseInput(eventPhotoIdsSchema, raw)
  const removed = await db.transaction(async (tx) => {
    await lockedEvent(tx, actor.schoolId, eventId)
    await photosOfEvent(tx, eventId, photoIds)
    return deactivatePhotos(tx, eventId, photoIds, actor.userId)
  })
  for (const key of photoKeys(removed)) await deleteStoredFile(db, deps, { schoolId: actor.schoolId, key })
  return staffAlbum(db, deps, eventId)
}

/** The parent's own answer to photo consent for a child, kept with who gave it and when. */
export async function setPhotoConsent(db: DbOrTx, actor: Actor, childId: number, consent: boolean) {
  await db.transaction((tx) =>
    upsertConsent(tx, { fkSchool: actor.schoolId, fkChild: childId, consent, fkUser: actor.userId }),
  )
  return consent
}

/** getMyEventPhotos: the album of an event inviting the parent's child, and the child's photo consent. */
export async function myAlbum(db: DbOrTx, deps: StorageDeps, actor: Actor, eventId: number, childId: number) {
  await familyEventOf(db, actor, eventId, childId)
  const rows = await selectFamilyAlbum(db, eventId, actor.userId)
  const [photos, photoConsent] = await Promise.all([
    withUrls(deps, db, rows, (t) => t.childId === childId),
    selectConsent(db, childId),
  ])
  return { photoConsent, photos }
}
