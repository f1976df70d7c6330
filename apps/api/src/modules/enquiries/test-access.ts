import { type ModuleAccess, ids, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  publicOperations: [
    // the public enquiry form and its look-ups (rate-limited per address)
    'suggestLevel',
    'findAllEnrollmentCentresForSchool',
    'findNearestCentresByLatLong',
    'findAllCentreByDistance',
    'isExistingParent',
    'isExistingChild',
    'newEnquiry',
  ],
  matrix: {
    findAllEnquiry: {
      rows: {
        callers: ['otherParent', 'otherCentre', 'otherSchoolHq'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.family.enquiryId,
      },
    },
    findAllChildrenByParent: {
      rows: { callers: ['otherParent'], selection: '{ ID }', ids, victim: (v) => v.family.childId },
    },
    getEnquiryFrontendStates: {},
    cancelEnquiry: { variables: (v) => ({ ID: v.family.enquiryId }) },
  },
}
