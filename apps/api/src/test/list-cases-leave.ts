import { buildAttendanceWorld } from '../modules/attendance/test-support'
import { buildLeaveRequest, buildLeaveType } from './builders'
import { itemsOf, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

const FIELDS = `ID centreID subject { childID teacherID firstname lastname } leaveType { ID code label }
  from to halfDay status approveRequired remark requestedBy approver decidedAt approverRemark`

/** A child's leave on `rows` days of March 2030, one request a day, made by its parent. */
async function leaveWorld(rows: number) {
  const w = await buildAttendanceWorld()
  const leaveTypeId = await buildLeaveType(w.school)
  for (const i of times(rows)) {
    const day = `2030-03-${String(i + 1).padStart(2, '0')}`
    await buildLeaveRequest(w.school, {
      childId: w.kids[0],
      centreId: w.centreId,
      makerId: w.parent.id,
      leaveTypeId,
      from: day,
    })
  }
  return w
}

/** The centre's leave calendar (the principal's Leave tab) and a child's Leave tab. */
export const leaveListCases: ListCase[] = [
  {
    name: 'getCentreLeaveRequests',
    paged: false,
    async arrange(rows) {
      const w = await leaveWorld(rows)
      return {
        token: w.teacher.token,
        query: `query CL($centreID: Int!) { getCentreLeaveRequests(centreID: $centreID, from: "2030-03-01",
          to: "2030-03-31") { ${FIELDS} } }`,
        variables: () => ({ centreID: w.centreId }),
        rows: itemsOf('getCentreLeaveRequests'),
      }
    },
  },
  {
    name: 'getChildLeaveRequests',
    paged: false,
    async arrange(rows) {
      const w = await leaveWorld(rows)
      return {
        token: w.parent.token,
        query: `query CH($childID: Int!) { getChildLeaveRequests(childID: $childID) { ${FIELDS} } }`,
        variables: () => ({ childID: w.kids[0] }),
        rows: itemsOf('getChildLeaveRequests'),
      }
    },
  },
]
