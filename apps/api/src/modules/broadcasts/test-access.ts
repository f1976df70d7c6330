import { type ModuleAccess, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // Another family and another centre's staff may list the school's broadcasts, never the victims' one.
    getBroadcasting: {
      variables: (v) => ({ IDSchool: v.world.school.id }),
      rows: {
        callers: ['otherParent', 'otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.broadcastId,
      },
    },
    searchBroadcastingScope: {},
    getBroadcastingReadReceipts: { variables: (v) => ({ IDBroadcasting: v.broadcastId }) },
    saveBroadcasting: {
      variables: (v) => ({
        IDSchool: v.world.school.id,
        dto: {
          ID: v.broadcastId,
          subject: 'Changed',
          description: '<p>Changed</p>',
          scopes: [{ type: 'class', ID: v.classId }],
        },
        publish: true,
      }),
    },
    getBroadcastingPhotoUploadUrl: {},
    markBroadcastingAsRead: { variables: (v) => ({ IDBroadcastings: [v.broadcastId], isRead: true }) },
    deleteBroadcastingByID: { variables: (v) => ({ IDBroadcasting: v.broadcastId }) },
  },
}
