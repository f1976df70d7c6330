import { graphql } from '../../generated'
import type { StaffEventPhotosQuery } from '../../generated/graphql'

export const photoFields = graphql(`
  fragment EventPhotoItem on EventPhoto {
    ID
    status
    caption
    url
    thumbnailUrl
    width
    height
    tags {
      childID
      childName
      photoConsent
    }
  }
`)

export const staffPhotosQuery = graphql(`
  query StaffEventPhotos($IDEvent: Int!) {
    getEventPhotos(IDEvent: $IDEvent) {
      ...EventPhotoItem
    }
  }
`)

export const myPhotosQuery = graphql(`
  query MyEventPhotos($IDEvent: Int!, $IDChild: Int!) {
    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {
      photoConsent
      photos {
        ...EventPhotoItem
      }
    }
  }
`)

export const albumUploadUrlsMutation = graphql(`
  mutation EventAlbumUploadUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {
    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {
      Url
      Key
    }
  }
`)

export const addPhotosMutation = graphql(`
  mutation AddEventPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {
    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {
      ID
    }
  }
`)

export const photoTagsMutation = graphql(`
  mutation UpdateEventPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {
    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {
      ID
    }
  }
`)

export const deletePhotosMutation = graphql(`
  mutation DeleteEventPhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {
    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {
      ID
    }
  }
`)

export const photosStatusMutation = graphql(`
  mutation UpdateEventPhotosStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {
    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {
      ID
    }
  }
`)

export const photoConsentMutation = graphql(`
  mutation SetChildPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {
    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)
  }
`)

export type EventPhotoView = StaffEventPhotosQuery['getEventPhotos'][number]
