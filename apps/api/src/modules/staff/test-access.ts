import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    findAllStaff: {},
    findStaffByID: {},
    addNewStaff: {},
    updateStaff: {},
    removeStaff: {},
    activateStaff: {},
    // Directory look-ups read the identity provider, not school data: any staff with user management write.
    getADUserByEmail: { allow: ['otherCentre', 'otherSchoolHq'] },
    getADUsersByName: { allow: ['otherCentre', 'otherSchoolHq'] },
  },
}
