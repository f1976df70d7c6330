import { type ModuleAccess, ids } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    getCentreHolidaysOfYear: {
      variables: (v) => ({ IDSchool: v.world.school.id, year: v.holidayYear }),
      rows: { callers: ['otherParent'], selection: '{ ID }', ids, victim: (v) => v.holidayId },
    },
    createHoliday: {},
    getHolidayPhotoUploadURL: {},
    updateHolidayDetails: {},
    deleteHolidayDetails: {},
  },
}
