import { ADD_PHOTOS, photoWorld, uploadPhoto } from '../modules/events/photo-test-support'
import { pngBytes } from '../platform/storage/test-files'
import { itemsOf, times } from './list-case-helpers'
import type { ListCase } from './list-cases'
import { gql } from './server'

/** An event's album for staff: `rows` photos, each tagging the child whose family gave photo consent. */
export const eventListCases: ListCase[] = [
  {
    name: 'getEventPhotos',
    paged: false,
    async arrange(rows) {
      const w = await photoWorld()
      for (const i of times(rows)) {
        const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
        const photo = { fileKey, caption: `Photo ${i}`, childIDs: [w.family.childId] }
        const added = await gql(ADD_PHOTOS, { IDEvent: w.eventId, photos: [photo] }, w.teacher.token)
        if (added.errors) throw new Error(added.errors[0].message)
      }
      return {
        token: w.principal.token,
        query: `query EP($IDEvent: Int!) { getEventPhotos(IDEvent: $IDEvent) {
          ID fileKey status active caption url width height tags { childID photoConsent } } }`,
        variables: () => ({ IDEvent: w.eventId }),
        rows: itemsOf('getEventPhotos'),
      }
    },
  },
]
