import { buildFamilyAtCentre } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { putFile } from '../classes/test-support'
import { pngBytes } from '../../platform/storage/test-files'
import { publishedEvent, RSVP, setup } from './test-support'

export const PHOTO_FIELDS = graphql(`
  fragment EventPhotoFields on EventPhoto {
    ID
    fileKey
    status
    active
    caption
    url
    thumbnailUrl
    width
    height
    tags {
      childID
      photoConsent
    }
  }
`)
export const ALBUM_URLS = graphql(`
  mutation EventsAlbumUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {
    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {
      Url
      Key
    }
  }
`)
export const PHOTO_URL = graphql(`
  mutation EventsPhotoUrl($IDEvent: Int!, $filename: String!, $contentType: String!) {
    getEventPhotoUploadUrl(IDEvent: $IDEvent, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)
export const ADD_PHOTOS = graphql(`
  mutation EventsAddPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {
    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {
      ...EventPhotoFields
    }
  }
`)
export const PHOTO_TAGS = graphql(`
  mutation EventsPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {
    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {
      ID
      tags {
        childID
        photoConsent
      }
    }
  }
`)
export const DELETE_PHOTOS = graphql(`
  mutation EventsDeletePhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {
    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {
      ID
    }
  }
`)
export const PHOTO_STATUS = graphql(`
  mutation EventsPhotoStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {
    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {
      ID
      status
    }
  }
`)
export const STAFF_ALBUM = graphql(`
  query EventsStaffAlbum($IDEvent: Int!) {
    getEventPhotos(IDEvent: $IDEvent) {
      ...EventPhotoFields
    }
  }
`)
export const MY_ALBUM = graphql(`
  query EventsMyAlbum($IDEvent: Int!, $IDChild: Int!) {
    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {
      photoConsent
      photos {
        ...EventPhotoFields
      }
    }
  }
`)
export const CONSENT = graphql(`
  mutation EventsPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {
    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)
  }
`)

/** A PNG whose header claims a side: the bytes after it are the 1x1 picture's (no decoder is ever reached). */
export function pngClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(pngBytes)
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return bytes
}

/** Asks for an album upload target as `token` and PUTs the bytes there; answers the key. */
export async function uploadPhoto(
  token: string,
  eventId: number,
  bytes: Buffer,
  file = { filename: 'party.png', contentType: 'image/png' },
) {
  const target = await gql(ALBUM_URLS, { IDEvent: eventId, files: [file] }, token)
  if (target.errors) throw new Error(target.errors[0].message)
  const { Url, Key } = target.data!.getEventPhotoAlbumUploadUrl[0]
  const status = await putFile(Url, bytes, file.contentType)
  if (status !== 200) throw new Error(`PUT answered ${status}`)
  return Key
}

/**
 * A published event of the setup's centre with two families there attending: `family` (photo consent given) and
 * `neighbour` (no consent yet); the other centre's family is not invited.
 */
export async function photoWorld() {
  const w = await setup()
  const eventId = await publishedEvent(w, { paymentRequired: false, childEventFee: 0, guestEventFee: 0 })
  const neighbour = await buildFamilyAtCentre(w.school, w.centre.id)
  for (const f of [w.family, neighbour]) {
    const answer = { IDEvent: eventId, IDChild: f.childId, rsvp: { attending: true, acceptTerms: true } }
    const rsvp = await gql(RSVP, answer, f.parent.token)
    if (rsvp.errors) throw new Error(rsvp.errors[0].message)
  }
  await gql(CONSENT, { IDChild: w.family.childId, photoConsent: true }, w.family.parent.token)
  return { ...w, eventId, neighbour }
}
