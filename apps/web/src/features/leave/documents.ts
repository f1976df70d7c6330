import { graphql } from '../../generated'
import type { LeaveRequestRowFragment } from '../../generated/graphql'

export const leaveRequestRow = graphql(`
  fragment LeaveRequestRow on LeaveRequest {
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
    remark
    requestedBy
    approver
    approverRemark
  }
`)

export const leaveTypesQuery = graphql(`
  query LeaveTypeChoices($IDSchool: Int!) {
    getLeaveTypes(IDSchool: $IDSchool) {
      ID
      code
      label
      halfDayApplicable
      applicableToChild
      applicableToStaff
      approveRequired
    }
  }
`)

export const childLeaveQuery = graphql(`
  query ChildLeaveRequests($childID: Int!) {
    getChildLeaveRequests(childID: $childID) {
      ...LeaveRequestRow
    }
  }
`)

export const centreLeaveQuery = graphql(`
  query CentreLeaveRequests($centreID: Int!, $from: Date!, $to: Date!) {
    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to) {
      ...LeaveRequestRow
    }
  }
`)

export const requestChildLeaveMutation = graphql(`
  mutation RequestChildLeave($childID: Int!, $leaveData: LeaveRequestInput!) {
    requestChildLeave(childID: $childID, leaveData: $leaveData) {
      ...LeaveRequestRow
    }
  }
`)

export const approveLeaveMutation = graphql(`
  mutation ApproveLeaveRequest($IDLeaveRequest: Int!, $remark: String) {
    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
      ...LeaveRequestRow
    }
  }
`)

export const rejectLeaveMutation = graphql(`
  mutation RejectLeaveRequest($IDLeaveRequest: Int!, $remark: String!) {
    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {
      ...LeaveRequestRow
    }
  }
`)

export const cancelLeaveMutation = graphql(`
  mutation CancelLeaveRequest($IDLeaveRequest: Int!) {
    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
      ...LeaveRequestRow
    }
  }
`)

export type LeaveRow = LeaveRequestRowFragment
