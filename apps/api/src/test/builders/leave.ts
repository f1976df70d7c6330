import { leaveRequests, leaveTypes } from '../../db/schema'
import type { TestSchool } from './school'

type LeaveTypeOverrides = Partial<Omit<typeof leaveTypes.$inferInsert, 'id' | 'fkSchool'>>

/** A leave type of the school: medical (MC), for staff and children, approval needed, whole days only. */
export async function buildLeaveType(school: TestSchool, overrides: LeaveTypeOverrides = {}) {
  const [row] = await school.db
    .insert(leaveTypes)
    .values({
      fkSchool: school.id,
      code: 'MC',
      label: 'Medical leave',
      halfDayApplicable: false,
      applicableToStaff: true,
      applicableToChild: true,
      approveRequired: true,
      ...overrides,
    })
    .returning({ id: leaveTypes.id })
  return row.id
}

/** Codes of the types `buildLeaveRequest` makes when given none: unique within a test run. */
let typeCodes = 0

/** A pending leave request of a child, made by `makerId` (its parent), written straight to the table. */
export async function buildLeaveRequest(
  school: TestSchool,
  at: {
    childId: number
    centreId: number
    makerId: number
    leaveTypeId?: number
    from?: string
    to?: string
  },
) {
  const [row] = await school.db
    .insert(leaveRequests)
    .values({
      fkSchool: school.id,
      fkCentre: at.centreId,
      fkChild: at.childId,
      fkLeaveType: at.leaveTypeId ?? (await buildLeaveType(school, { code: `L${(typeCodes += 1)}` })),
      fromDate: at.from ?? '2030-01-08',
      toDate: at.to ?? at.from ?? '2030-01-08',
      status: 'pending',
      approveRequired: true,
      fkRequestedBy: at.makerId,
    })
    .returning({ id: leaveRequests.id })
  return row.id
}
