import { type ModuleAccess, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    listRequiredDocuments: {},
    getEnquiryDocumentSummary: {},
    getUploadedDocument: {},
    getDocumentURL: { variables: (v) => ({ IDDocument: v.documentId }) },
    documentTypeConfigsByFkDocumentTypeConfig: {},
    getDocumentTypeByDocumentCategory: {},
    // The queue of the caller's own reach: staff of another centre and HQ of another school get theirs, never the
    // victims' document.
    findAllPendingDocument: {
      allow: ['otherCentre', 'otherSchoolHq'],
      rows: {
        callers: ['otherCentre', 'otherSchoolHq'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.documentId,
      },
    },
    getEnquiryDocumentUploadUrl: {},
    saveDocumentsByIDEnquiry: {
      variables: (v) => ({ uploadedDocuments: [{ documentTypeID: v.documentTypeId, key: 'x' }] }),
    },
    removeDocumentByIDEnquiry: { variables: (v) => ({ IDDocument: v.documentId }) },
    setDocumentUploadAsCompleted: {},
    submitForEndorsement: {},
    getDocumentUploadURLByIDDocumentTypeConfig: {
      variables: (v) => ({ IDDocumentTypeConfig: v.documentTypeId }),
    },
    saveDocument: { variables: (v) => ({ IDDocumentTypeConfig: v.documentTypeId }) },
    removeDocumentByStaff: { variables: (v) => ({ IDDocument: v.documentId }) },
    approveEnquiryDocument: { variables: (v) => ({ IDDocument: v.documentId }) },
    rejectEnquiryDocument: { variables: (v) => ({ IDDocument: v.documentId }) },
    markEnquiryDocumentAsNotRequired: { variables: (v) => ({ documentTypeID: v.documentTypeId }) },
    insertOrUpdateDocumentTypeConfig: {},
  },
}
