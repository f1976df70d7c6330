import { type ModuleAccess, ids, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    findAllFeeGroup: {},
    findAllCurrentFeeTier: {
      rows: { callers: ['otherCentre'], selection: '{ ID }', ids, victim: (v) => v.feeTierId },
    },
    findAllUpcomingFeeTier: {},
    findAllFeeDraft: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.feeDraftId,
      },
    },
    getFeeDraftImpact: {},
    newFeeTier: {},
    newFeeDraft: { variables: (v) => ({ fkCentre: v.world.centre.id }) },
    updateFeeDraftItems: {},
    submitFeeDraft: {},
    approveFeeChangeRequest: {},
    rejectFeeChangeRequest: {},
    cancelFeeChangeRequest: {},
  },
}
