import { z } from 'zod'
import { V } from './messages'

/** Spec 002 §4: photos can be published or unpublished; a new photo waits unpublished until staff review it. */
export const EVENT_PHOTO_STATUSES = ['unpublished', 'published'] as const
export type EventPhotoStatus = (typeof EVENT_PHOTO_STATUSES)[number]

export const EVENT_PHOTO_CAPTION_MAX = 300
/** Photos added, changed or asked upload targets for at once: one bulk upload of an afternoon's pictures. */
export const EVENT_PHOTO_BATCH_MAX = 50
/** Children tagged on one photo. */
export const EVENT_PHOTO_TAGS_MAX = 30
/** Decoding bounds read from the header before anything decodes the picture (a phone photo is about 12 MP). */
export const EVENT_PHOTO_MAX_SIDE = 10_000
export const EVENT_PHOTO_MAX_PIXELS = 50_000_000
/** The longest side of the small copy the browser makes for the album's tiles (decision 0067). */
export const EVENT_PHOTO_THUMB_SIDE = 480

export const EventPhotoMsg = {
  captionMax: `At most ${EVENT_PHOTO_CAPTION_MAX} characters`,
  batchMax: `At most ${EVENT_PHOTO_BATCH_MAX} photos at a time`,
  tagsMax: `At most ${EVENT_PHOTO_TAGS_MAX} children on one photo`,
  choosePhotos: 'Choose at least one photo',
  statusUnknown: 'Choose published or unpublished',
  notImage: 'The file is not a JPEG, PNG or WebP picture',
  tooManyPixels: `The picture is larger than ${EVENT_PHOTO_MAX_SIDE} pixels a side or ${EVENT_PHOTO_MAX_PIXELS / 1_000_000} megapixels`,
  eventNotLive: 'Photos can be added only to a published event',
  photoUnknown: 'This photo is not in the event’s album',
  notTaggable: 'Only children on the event’s attending list can be tagged',
  noConsent: (names: string) => `No photo consent for ${names}: remove the tag or the photo first`,
  thumbnailTooLarge: `A thumbnail is at most ${EVENT_PHOTO_THUMB_SIDE} pixels a side`,
  thumbnailSameFile: 'The thumbnail must be a file of its own',
  keyInUse: 'This file already belongs to another photo',
} as const

const caption = z
  .string()
  .trim()
  .max(EVENT_PHOTO_CAPTION_MAX, EventPhotoMsg.captionMax)
  .nullish()
  .transform((c) => c || null)
const ids = (max: number, msg: string) =>
  z
    .array(z.number().int().positive())
    .max(max, msg)
    .transform((list) => [...new Set(list)])

/** One uploaded picture to add to an album: its key, a caption, and the children it shows. */
const tagIds = ids(EVENT_PHOTO_TAGS_MAX, EventPhotoMsg.tagsMax)
  .nullish()
  .transform((c) => c ?? [])

/**
 * One uploaded picture to add to an album: its key, the key of the small copy made for tiles (optional: without it
 * the tile shows the original), a caption, and the children it shows.
 */
export const eventPhotoInputSchema = z
  .object({
    fileKey: z.string({ error: V.required }).trim().min(1, V.required).max(200),
    thumbnailKey: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((k) => k || null),
    caption,
    childIDs: tagIds,
  })
  .refine((p) => p.thumbnailKey !== p.fileKey, {
    message: EventPhotoMsg.thumbnailSameFile,
    path: ['thumbnailKey'],
  })
export type EventPhotoInput = z.input<typeof eventPhotoInputSchema>

export const addEventPhotosSchema = z.object({
  photos: z
    .array(eventPhotoInputSchema)
    .min(1, EventPhotoMsg.choosePhotos)
    .max(EVENT_PHOTO_BATCH_MAX, EventPhotoMsg.batchMax),
})

/** The children a photo shows after staff change its tags: the whole new list (empty takes every tag off). */
export const eventPhotoTagsSchema = tagIds

/** The photos a status change or deletion acts on. */
export const eventPhotoIdsSchema = ids(EVENT_PHOTO_BATCH_MAX, EventPhotoMsg.batchMax).refine(
  (list) => list.length > 0,
  EventPhotoMsg.choosePhotos,
)

export const eventPhotoStatusSchema = z.enum(EVENT_PHOTO_STATUSES, { error: EventPhotoMsg.statusUnknown })
