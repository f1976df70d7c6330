import type { ModuleAccess } from '../../test/access-matrix/entry'
import type { Victims } from '../../test/access-matrix/world'

const range = (v: Victims) => ({ centreId: v.world.centre.id, from: '2030-01-07', to: '2030-01-11' })

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    getAttendanceByClass: {},
    getChildAttendances: {},
    getCentreAttendanceSummaries: { variables: range },
    getCentreAttendanceSummariesForStaff: { variables: range },
    getChildLatePickupEntries: {},
    getChildHealthInfo: {},
    getChildHealthInfoForDay: {},
    // The victims' class and child: only the reach can refuse.
    addOrUpdateAttendance: {
      variables: (v) => ({
        attendanceUpdate: { classID: v.classId, date: '2030-01-07', type: 'check_in', time: '08:00' },
        forChild: [v.family.childId],
      }),
    },
    updateChildHealthInfo: {},
    getStaffAttendancesByCentre: { variables: (v) => ({ centreId: v.world.centre.id, date: '2030-01-07' }) },
    // Any teacher id: the centre's reach refuses first.
    recordStaffAttendance: {
      variables: (v) => ({
        centreId: v.world.centre.id,
        staffAttendance: { teacherID: 1, date: '2030-01-07', type: 'check_in', time: '08:00' },
      }),
    },
    getChildInjuries: {
      variables: (v) => ({ childID: v.family.childId, from: '2030-01-07', to: '2030-01-11' }),
    },
    addChildInjury: {},
    acknowledgeChildInjury: {},
    getCentreHealthFlags: { variables: (v) => ({ centreId: v.world.centre.id, date: '2030-01-07' }) },
    // The class's cluster: the broadcast reach of its centre refuses.
    draftSymptomClusterNotice: {},
    getChildrenWithoutAttendance: { variables: (v) => ({ centreId: v.world.centre.id, month: '2030-01' }) },
    getNotifiableSymptoms: {},
    updateNotifiableSymptoms: { variables: () => ({ symptoms: ['Rash'] }) },
  },
}
