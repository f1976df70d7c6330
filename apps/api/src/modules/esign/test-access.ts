import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  publicOperations: [
    // the e-signature page: the single-use, expiring link's token is the capability (modules/esign tests)
    'getSigningDocument',
    'signConsentForm',
  ],
  matrix: {
    getConsentForm: {},
    getEnrolmentDocumentURL: {},
    createForm1: {},
  },
}
