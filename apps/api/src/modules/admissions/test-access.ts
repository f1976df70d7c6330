import { type ModuleAccess, ids } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    findAllAdmission: {
      variables: (v) => ({ IDSchool: v.world.school.id, stageCode: 'blacklisted' }),
    },
    // Staff of any school may search; they find only their own centres' families.
    searchAdmissions: {
      allow: ['otherCentre', 'otherSchoolHq'],
      variables: (v) => ({ q: v.family.parent.email }),
      rows: {
        callers: ['otherCentre', 'otherSchoolHq'],
        selection: '{ ID }',
        ids,
        victim: (v) => v.family.enquiryId,
      },
    },
    getAdmissionFilters: {},
    admissionByID: {},
  },
}
