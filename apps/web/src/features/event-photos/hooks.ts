import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  addPhotosMutation,
  albumUploadUrlsMutation,
  deletePhotosMutation,
  myPhotosQuery,
  photoConsentMutation,
  photosStatusMutation,
  photoTagsMutation,
  staffPhotosQuery,
} from './documents'

export const useStaffPhotos = (IDEvent: number) => useGqlQuery(staffPhotosQuery, { IDEvent })
export const useMyPhotos = (IDEvent: number, IDChild: number) =>
  useGqlQuery(myPhotosQuery, { IDEvent, IDChild })

const album = { invalidates: [staffPhotosQuery] }
export const useAlbumUploadUrls = () => useGqlMutation(albumUploadUrlsMutation)
export const useAddPhotos = () => useGqlMutation(addPhotosMutation, album)
export const useDeletePhotos = () => useGqlMutation(deletePhotosMutation, album)
export const usePhotoTags = () => useGqlMutation(photoTagsMutation, album)
export const usePhotosStatus = () => useGqlMutation(photosStatusMutation, album)
export const usePhotoConsent = () => useGqlMutation(photoConsentMutation, { invalidates: [myPhotosQuery] })
