import { Access } from '@preschool/domain'
import { buildLeaveType, buildStaff, type TestUser } from '../../test/builders'
import { graphql } from '../../test/generated'
import { type AttendanceWorld, buildAttendanceWorld } from '../attendance/test-support'

export const REQUEST_CHILD = graphql(`
  mutation LeaveRequestChild($childID: Int!, $leaveData: LeaveRequestInput!) {
    requestChildLeave(childID: $childID, leaveData: $leaveData) {
      ...LeaveRequestFields
    }
  }
`)

export const REQUEST_STAFF = graphql(`
  mutation LeaveRequestStaff($leaveData: LeaveRequestInput!) {
    requestStaffLeave(leaveData: $leaveData) {
      ...LeaveRequestFields
    }
  }
`)

export const APPROVE = graphql(`
  mutation LeaveApprove($IDLeaveRequest: Int!, $remark: String) {
    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
      ...LeaveRequestFields
    }
  }
`)

export const REJECT = graphql(`
  mutation LeaveReject($IDLeaveRequest: Int!, $remark: String!) {
    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
      ...LeaveRequestFields
    }
  }
`)

export const CANCEL = graphql(`
  mutation LeaveCancel($IDLeaveRequest: Int!) {
    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
      ID
      status
    }
  }
`)

export const CENTRE_LEAVE = graphql(`
  query LeaveCentre($centreID: Int!, $from: Date!, $to: Date!, $status: LeaveStatus) {
    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to, status: $status) {
      ...LeaveRequestFields
    }
  }
`)

export const CHILD_LEAVE = graphql(`
  query LeaveOfChild($childID: Int!) {
    getChildLeaveRequests(childID: $childID) {
      ID
      status
    }
  }
`)

export const MY_LEAVE = graphql(`
  query LeaveMine {
    getMyLeaveRequests {
      ID
      status
      subject {
        teacherID
      }
    }
  }
`)

export const LEAVE_REGISTER = graphql(`
  query LeaveRegister($classID: Int!, $date: Date!) {
    getAttendanceByClass(classID: $classID, date: $date) {
      childID
      present
      absent
      absentReason
      leave {
        code
        label
        halfDay
      }
    }
  }
`)

export const LEAVE_FIELDS = graphql(`
  fragment LeaveRequestFields on LeaveRequest {
    ID
    centreID
    subject {
      childID
      teacherID
      firstname
      lastname
    }
    leaveType {
      ID
      code
      label
    }
    from
    to
    halfDay
    status
    approveRequired
    remark
    requestedBy
    approver
    decidedAt
    approverRemark
  }
`)

export interface LeaveWorld extends AttendanceWorld {
  /** Staff of the centre with attendance approve: the principal. */
  principal: TestUser
  /** Medical leave (MC): approval needed, whole days. */
  medical: number
  /** Childcare leave (CCL): no approval needed, half days allowed, children only. */
  childcare: number
}

/** The attendance world with a principal who approves leave and two leave types. */
export async function buildLeaveWorld(): Promise<LeaveWorld> {
  const w = await buildAttendanceWorld()
  return {
    ...w,
    principal: await buildStaff(
      w.school,
      { attendance_management: Access.read | Access.write | Access.approve },
      [w.centreId],
    ),
    medical: await buildLeaveType(w.school),
    childcare: await buildLeaveType(w.school, {
      code: 'CCL',
      label: 'Childcare leave',
      halfDayApplicable: true,
      applicableToStaff: false,
      approveRequired: false,
    }),
  }
}
