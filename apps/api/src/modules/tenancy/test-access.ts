import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  publicOperations: [
    // tenancy: what the sign-in and enquiry pages show of a school
    'findAllSchoolConfig',
    'schoolConfigByFkSchoolKey',
    'findAllConfigByCategory',
    'codesByLabelFkSchool',
    'findSchool',
  ],
}
