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

/** The centres whose register the caller reads: the dashboard's attendance block. */
export const attendanceCentresQuery = graphql(`
  query AttendanceCentres {
    getAccessibleCentresForModule(module: "attendance_management", accessType: "read") {
      ID
      label
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

/** A centre's staff register of a day and the live child-to-staff ratio per class. */
export const staffAttendanceQuery = graphql(`
  query StaffAttendance($centreId: Int!, $date: Date!) {
    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {
      centreID
      date
      staff {
        teacherID
        firstname
        lastname
        status
        checkIn
        checkOut
        inCentre
        remarks
        sessions {
          sessionID
          checkIn
          checkOut
        }
      }
      ratios {
        classID
        classLabel
        childrenIn
        staffIn
        teacherRatio
        capacity
        overRatio
      }
    }
  }
`)

export const recordStaffAttendanceMutation = graphql(`
  mutation RecordStaffAttendance($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {
    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {
      teacherID
      status
      inCentre
    }
  }
`)

/** The register changes of the caller's centres, live: screens refetch on each. */
export const attendanceChangedSubscription = graphql(`
  subscription AttendanceChanged($centreId: Int) {
    attendanceChanged(centreId: $centreId) {
      centreID
      classID
      date
      kind
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

export const clusterFlagFields = graphql(`
  fragment ClusterFlagFields on SymptomClusterFlag {
    ID
    classLabel
    symptom
    firstDate
    lastDate
    childCount
    broadcastID
    broadcastStatus
  }
`)

/**
 * The dashboard's health flags of a centre's day: fevers, injuries awaiting a parent's acknowledgement, and symptom
 * clusters.
 */
export const healthFlagsQuery = graphql(`
  query AttendanceHealthFlags($centreId: Int!, $date: Date!) {
    getCentreHealthFlags(centreId: $centreId, date: $date) {
      centreID
      clusters {
        ...ClusterFlagFields
      }
      fevers {
        childID
        firstname
        lastname
        classLabel
        time
        temperature
      }
      injuries {
        firstname
        lastname
        classLabel
        injury {
          ID
          childID
          date
          injuryType
        }
      }
    }
  }
`)

/** The ready notice to a cluster's class: a draft broadcast, opened on the broadcast screen to edit and publish. */
export const draftClusterNoticeMutation = graphql(`
  mutation DraftSymptomClusterNotice($clusterID: Int!) {
    draftSymptomClusterNotice(clusterID: $clusterID) {
      ...ClusterFlagFields
    }
  }
`)
export type { ClusterFlagFieldsFragment as ClusterFlag } from '../../generated/graphql'
