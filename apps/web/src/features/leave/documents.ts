import { graphql } from '../../generated'
import type { LeaveRequestRowFragment, LeaveTypeRowFragment } from '../../generated/graphql'

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

export const leaveTypesAdminQuery = graphql(`
  query LeaveTypesAdmin($IDSchool: Int!) {
    getLeaveTypes(IDSchool: $IDSchool, includeInactive: true) {
      ...LeaveTypeRow
    }
  }
`)

export const leaveTypeRow = graphql(`
  fragment LeaveTypeRow on LeaveType {
    ID
    code
    label
    halfDayApplicable
    applicableToChild
    applicableToStaff
    approveRequired
    active
  }
`)

export const saveLeaveTypeMutation = graphql(`
  mutation SaveLeaveType($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {
    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {
      ...LeaveTypeRow
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

export const myLeaveQuery = graphql(`
  query MyLeaveRequests {
    getMyLeaveRequests {
      ...LeaveRequestRow
    }
  }
`)

export const requestStaffLeaveMutation = graphql(`
  mutation RequestStaffLeave($leaveData: LeaveRequestInput!) {
    requestStaffLeave(leaveData: $leaveData) {
      ...LeaveRequestRow
    }
  }
`)

export const cancelMyLeaveMutation = graphql(`
  mutation CancelMyLeaveRequest($IDLeaveRequest: Int!) {
    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {
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
export type LeaveTypeRow = LeaveTypeRowFragment
