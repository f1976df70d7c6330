import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  publicOperations: [
    // the public centre search's waiting times and fees: aggregate figures only
    'getCentreOutlooks',
    // /intro and /parentinfo: published content, active centres, fees in force and the subsidy tables
    'getSchoolIntroduction',
    'getParentInformation',
  ],
  matrix: {
    getPublicPagesForEdit: {},
    savePublicPages: {},
    getPublicPageImageUploadURL: {},
  },
}
