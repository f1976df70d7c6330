import { graphql } from '../../generated'
import type {
  AttendanceCentreSummaryQuery,
  AttendanceRegisterQuery,
  ChildInjuriesQuery,
} from '../../generated/graphql'

/** The classes in reach with their centre: the register's centre and class choices. */
export const attendanceClassesQuery = graphql(`
  query AttendanceClasses($IDSchool: Int!) {
    getAllClassInfo(IDSchool: $IDSchool, pagination: { page: 1, perPage: 500 }) {
      data {
        ID
        label
        centre {
          ID
          label
        }
      }
    }
  }
`)

export const attendanceRegisterQuery = graphql(`
  query AttendanceRegister($classID: Int!, $date: Date!) {
    getAttendanceByClass(classID: $classID, date: $date) {
      childID
      child {
        ID
        firstname
        lastname
      }
      date
      present
      absent
      absentReason
      checkIn
      checkOut
      inCentre
      fever
      entries {
        ID
        sessionID
        type
        time
        reason
        remarks
        pickedBy
        history {
          changedAt
          changedBy
          action
          remark
        }
      }
      health {
        ID
        time
        temperature
        symptoms
        fever
      }
      injuries {
        ...InjuryFields
      }
    }
  }
`)
export type RegisterRow = AttendanceRegisterQuery['getAttendanceByClass'][number]
export type RegisterEntry = RegisterRow['entries'][number]

export const markAttendanceMutation = graphql(`
  mutation AttendanceMarkChildren(
    $attendanceUpdate: AttendanceUpdate!
    $forChild: [Int!]!
    $attendanceId: Int
  ) {
    addOrUpdateAttendance(
      attendanceUpdate: $attendanceUpdate
      forChild: $forChild
      attendanceId: $attendanceId
    ) {
      childID
      present
    }
  }
`)

export const attendanceSummaryQuery = graphql(`
  query AttendanceCentreSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {
    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {
      date
      classID
      classLabel
      expected
      present
      absent
      late
      notArrived
    }
  }
`)
export type SummaryRow = AttendanceCentreSummaryQuery['getCentreAttendanceSummaries'][number]

export const childAttendancesQuery = graphql(`
  query ChildAttendanceDays($childID: Int!, $from: Date!, $to: Date!) {
    getChildAttendances(childID: $childID, from: $from, to: $to) {
      date
      present
      absent
      absentReason
      checkIn
      checkOut
      fever
      entries {
        ID
        type
        time
        pickedBy
        remarks
      }
      health {
        ID
        time
        temperature
        symptoms
        fever
      }
      injuries {
        ...InjuryFields
      }
    }
  }
`)

export const childLatePickupsQuery = graphql(`
  query ChildLatePickups($childID: Int!, $from: Date!, $to: Date!) {
    getChildLatePickupEntries(childID: $childID, from: $from, to: $to) {
      totalCount
      totalFee
      data {
        ID
        date
        pickupTime
        pickedBy
        quantity
        fee
        invoice
      }
    }
  }
`)

export const childHealthInfoQuery = graphql(`
  query ChildHealthInformation($childID: Int!) {
    getChildHealthInfo(childID: $childID) {
      childID
      isImmunized
      immunizationDetails
      familyDoctorName
      clinicName
      clinicPhone
      clinicAddress
      medicalCondition {
        disease
        exists
      }
      updatedAt
    }
  }
`)

export const saveChildHealthInfoMutation = graphql(`
  mutation SaveChildHealthInformation($childID: Int!, $healthInfo: ChildHealthInfoInput!) {
    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {
      childID
    }
  }
`)

/** An injury's fields as the diagram and its lists show them. */
export const injuryFields = graphql(`
  fragment InjuryFields on Injury {
    ID
    childID
    date
    side
    top
    left
    injuryType
    remarks
    reportedBy
    reportedAt
    acknowledgedBy
    acknowledgedAt
  }
`)

export const childInjuriesQuery = graphql(`
  query ChildInjuries($childID: Int!, $from: Date!, $to: Date!) {
    getChildInjuries(childID: $childID, from: $from, to: $to) {
      ...InjuryFields
    }
  }
`)

export const addChildInjuryMutation = graphql(`
  mutation AddChildInjury($childID: Int!, $injury: InjuryInput!) {
    addChildInjury(childID: $childID, injury: $injury) {
      ID
    }
  }
`)

export const acknowledgeChildInjuryMutation = graphql(`
  mutation AcknowledgeChildInjury($injuryID: Int!) {
    acknowledgeChildInjury(injuryID: $injuryID) {
      ID
      acknowledgedAt
    }
  }
`)
export type InjuryItem = ChildInjuriesQuery['getChildInjuries'][number]
