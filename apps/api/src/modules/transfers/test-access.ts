import { type ModuleAccess, page } from '../../test/access-matrix/entry'

const listRows = {
  callers: ['otherParent', 'otherCentre'] as const,
  selection: '{ data { ID } }',
  ids: page,
  victim: (v: { transferId: number }) => v.transferId,
}

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // A parent of the school lists their own children's transfers, staff those out of or into their centres.
    getTransferDrafts: { rows: { ...listRows, callers: [...listRows.callers] } },
    getCompletedTransferRequests: { rows: { ...listRows, callers: [...listRows.callers] } },
    getTransferDraft: {},
    getTransferDestinations: {},
    submitNewTransferRequest: {},
    approveTransferRequestBySourceCentreStaff: {},
    rejectTransferRequestBySourceCentreStaff: {},
    approveTransferRequestByDestinationCentreStaff: {},
    rejectTransferRequestByDestinationCentreStaff: {},
    cancelTransferRequestByUser: {},
    completeTransferRequest: {},
  },
}
