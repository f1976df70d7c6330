import type { ModuleAccess } from '../../test/access-matrix/entry'

const leaveData = { leaveTypeID: 1, from: '2030-01-07', to: '2030-01-08' }

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // Any parent or staff member of the school chooses from the school's leave types.
    getLeaveTypes: { allow: ['otherParent', 'noModule'] },
    getCentreLeaveRequests: {
      variables: (v) => ({ centreID: v.world.centre.id, from: '2030-01-07', to: '2030-01-11' }),
    },
    getChildLeaveRequests: {},
    // The caller's own requests as staff (none for staff without them): every staff member, no parent.
    getMyLeaveRequests: { allow: ['noModule', 'otherCentre', 'otherSchoolHq'] },
    insertOrUpdateLeaveType: {},
    requestChildLeave: { variables: (v) => ({ childID: v.family.childId, leaveData }) },
    // Staff ask for their own leave; these callers have no staff record at a centre, so nothing is recorded.
    requestStaffLeave: {
      variables: () => ({ leaveData }),
      allow: ['noModule', 'readOnly', 'otherCentre', 'otherSchoolHq'],
    },
    approveLeaveRequest: {},
    rejectLeaveRequest: {},
    cancelLeaveRequest: {},
    // Any member of staff may try; only their own request is withdrawn (the others are not found).
    cancelMyLeaveRequest: { allow: ['noModule', 'readOnly', 'otherCentre', 'otherSchoolHq'] },
  },
}
