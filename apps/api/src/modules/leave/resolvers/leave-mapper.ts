import type { LeaveRequest, LeaveType } from '../../../generated/graphql'
import type { LeaveRequestRow, LeaveTypeRow } from '../queries'

export const toLeaveType = (t: LeaveTypeRow): LeaveType => ({
  ID: t.id,
  code: t.code,
  label: t.label,
  halfDayApplicable: t.halfDayApplicable,
  applicableToStaff: t.applicableToStaff,
  applicableToChild: t.applicableToChild,
  approveRequired: t.approveRequired,
  active: t.active,
})

export const toLeaveRequest = ({ request: r, leaveType, ...names }: LeaveRequestRow): LeaveRequest => ({
  ID: r.id,
  centreID: r.fkCentre,
  subject: {
    childID: r.fkChild,
    teacherID: r.fkTeacher,
    firstname: names.firstname,
    lastname: names.lastname,
  },
  leaveType: toLeaveType(leaveType),
  from: r.fromDate,
  to: r.toDate,
  halfDay: r.halfDay,
  status: r.status,
  approveRequired: r.approveRequired,
  remark: r.remark,
  requestedBy: names.requestedBy,
  requestedAt: r.createdAt.toISOString(),
  approver: names.approver,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  approverRemark: r.approverRemark,
})
