import { type ModuleAccess, page } from '../../test/access-matrix/entry'

const inReach = {
  callers: ['otherCentre' as const],
  selection: '{ data { ID } }',
  ids: page,
  victim: (v: { eventId: number }) => v.eventId,
}

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    getDraftEvents: {},
    getPendingEvents: {},
    // Staff of another centre list the school's events: never one inviting a centre they do not reach.
    getUpcomingEvents: { rows: inReach },
    getPastEvents: {},
    getAllEvents: { rows: inReach },
    eventById: {},
    getEventRsvpChildList: {},
    getRsvpAttendeesClassAndCentreCountByStatus: {},
    getRsvpStatusCountDetails: {},
    exportRsvpList: {},
    // The caller's own children's events.
    getMyEvents: { own: true },
    getEventCalendarFile: {},
    // Staff of another centre list only their own centres' classes (events/class-scopes.test.ts).
    getEventClasses: {},
    createOrSaveEventDraft: {},
    submitEvent: {},
    updateEventDetails: {},
    publishEvent: {},
    cancelEvent: {},
    removeChildFromRsvpList: {},
    removeEventRsvpGuest: {},
    rsvpEvent: { variables: () => ({ rsvp: { attending: true } }) },
    getEventPhotos: {},
    getMyEventPhotos: {},
    getEventPhotoUploadUrl: {},
    getEventPhotoAlbumUploadUrl: {},
    addEventPhotos: {},
    updateEventPhotoTags: {},
    deleteEventPhotos: {},
    updateEventPhotosStatus: {},
    setChildPhotoConsent: {},
  },
}
