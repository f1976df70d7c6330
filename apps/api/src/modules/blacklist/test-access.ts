import { type ModuleAccess, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    getBlackListData: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.blacklistId,
      },
    },
    blacklistDraftsByFkSchool: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.blacklistDraftId,
      },
    },
    getChildRelationData: {},
    submitNewBlacklist: {
      variables: (v) => ({
        input: {
          fkChild: v.family.childId,
          fkParent: v.family.parent.id,
          fkCentre: v.world.centre.id,
          fkCode: v.codeId,
          remark: 'Matrix',
        },
      }),
    },
    submitRemoveBlacklist: { variables: (v) => ({ IDBlacklist: v.blacklistId, remark: 'Matrix' }) },
    approveBlacklistDraft: { variables: (v) => ({ IDBlacklistDraft: v.blacklistDraftId }) },
    rejectBlacklistDraft: { variables: (v) => ({ IDBlacklistDraft: v.blacklistDraftId, remark: 'Matrix' }) },
    cancelBlacklistDraft: { variables: (v) => ({ IDBlacklistDraft: v.blacklistDraftId, remark: 'Matrix' }) },
  },
}
