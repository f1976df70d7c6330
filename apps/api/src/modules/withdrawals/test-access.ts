import { type ModuleAccess, page } from '../../test/access-matrix/entry'

const listRows = {
  callers: ['otherParent', 'otherCentre'] as const,
  selection: '{ data { ID } }',
  ids: page,
  victim: (v: { withdrawalId: number }) => v.withdrawalId,
}

const pendingRows = {
  callers: ['otherCentre', 'otherSchoolHq'] as const,
  selection: '{ IDWithdrawal }',
  ids: (data: unknown) => (data as { IDWithdrawal: number }[]).map((r) => r.IDWithdrawal),
  victim: (v: { withdrawalId: number }) => v.withdrawalId,
}

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // A parent of the school lists their own children's withdrawals, staff those of their centres.
    findAllWithdrawalDraft: { rows: { ...listRows, callers: [...listRows.callers] } },
    findAllWithdrawal: { rows: { ...listRows, callers: [...listRows.callers] } },
    getWithdrawalDraft: {},
    getWithdrawalDefaultRefundAmount: {
      variables: (v) => ({
        childID: v.family.childId,
        noticeDate: '2030-01-01',
        effectiveDate: '2030-02-28',
      }),
    },
    submitWithdrawalRequest: {},
    approveWithdrawalRequestByCentreStaff: {},
    rejectWithdrawalRequestByCentreStaff: {},
    approveWithdrawalRequestByHQ: {},
    rejectWithdrawalRequestByHQ: {},
    onAllWithdrawalDocumentedVerified: {},
    cancelWithdrawalRequest: {},
    cancelWithdrawal: {},
    sendWithdrawalFormLink: {},
    // Staff of another centre may ask (the lists are school-wide work queues) but see none of this centre's children.
    getPendingForm2ESignatureChildren: {
      allow: ['otherCentre'],
      rows: { ...pendingRows, callers: [...pendingRows.callers] },
    },
    getPendingWithdrawalForm3ESignatureChildren: {
      allow: ['otherCentre'],
      rows: { ...pendingRows, callers: [...pendingRows.callers] },
    },
  },
}
