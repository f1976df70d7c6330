import { type ModuleAccess, ids, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    findAllCentreForSchool: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.world.centre.id,
      },
    },
    // Any staff member who reaches the centre may see what it offers.
    findAllCentreLevel: { allow: ['noModule'] },
    getAccessibleCentresForModule: {
      variables: () => ({ module: 'centre_management', accessType: 'read' }),
      rows: {
        callers: ['noModule', 'otherCentre', 'otherSchoolHq'],
        selection: '{ ID }',
        ids,
        victim: (v) => v.world.centre.id,
      },
    },
    insertOrUpdateCentreForSchool: {},
    removeCentreForSchool: {},
  },
}
