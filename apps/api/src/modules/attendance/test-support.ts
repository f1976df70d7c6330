import { Access } from '@preschool/domain'
import { children } from '../../db/schema'
import {
  buildCentre,
  buildClass,
  buildHQ,
  buildLevel,
  buildParent,
  buildSchool,
  buildStaff,
  enrolChild,
  type TestSchool,
  type TestUser,
  relateParent,
} from '../../test/builders'
import { graphql } from '../../test/generated'

export const RW = Access.read | Access.write

export const MARK = graphql(`
  mutation AttendanceMark($attendanceUpdate: AttendanceUpdate!, $forChild: [Int!]!, $attendanceId: Int) {
    addOrUpdateAttendance(
      attendanceUpdate: $attendanceUpdate
      forChild: $forChild
      attendanceId: $attendanceId
    ) {
      childID
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
        pickedBy
        remarks
        history {
          action
          changes
          remark
          changedBy
        }
      }
      health {
        temperature
        symptoms
        fever
        type
      }
    }
  }
`)

export const REGISTER = graphql(`
  query AttendanceRegister($classID: Int!, $date: Date!) {
    getAttendanceByClass(classID: $classID, date: $date) {
      childID
      child {
        firstname
      }
      present
      inCentre
      fever
    }
  }
`)

export const CHILD_DAYS = graphql(`
  query AttendanceChildDays($childID: Int!, $from: Date!, $to: Date!) {
    getChildAttendances(childID: $childID, from: $from, to: $to) {
      date
      present
      checkIn
      checkOut
    }
  }
`)

export const LATE_PICKUPS = graphql(`
  query AttendanceLatePickups($childID: Int!, $from: Date!, $to: Date!, $filter: LatePickupFilter) {
    getChildLatePickupEntries(childID: $childID, from: $from, to: $to, filter: $filter) {
      totalCount
      totalFee
      data {
        ID
        quantity
        fee
        pickedBy
        active
      }
    }
  }
`)

export const SUMMARY = graphql(`
  query AttendanceSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {
    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {
      date
      classID
      expected
      present
      absent
      late
      notArrived
    }
  }
`)

export const HEALTH_INFO = graphql(`
  query AttendanceHealthInfo($childID: Int!) {
    getChildHealthInfo(childID: $childID) {
      isImmunized
      familyDoctorName
      medicalCondition {
        disease
        exists
      }
    }
  }
`)

export const SAVE_HEALTH_INFO = graphql(`
  mutation AttendanceSaveHealthInfo($childID: Int!, $healthInfo: ChildHealthInfoInput!) {
    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {
      isImmunized
      clinicName
      medicalCondition {
        disease
        exists
      }
    }
  }
`)

export const HEALTH_DAY = graphql(`
  query AttendanceHealthDay($childID: Int!, $date: Date!) {
    getChildHealthInfoForDay(childID: $childID, date: $date) {
      fever
      checks {
        temperature
      }
    }
  }
`)

export interface AttendanceWorld {
  school: TestSchool
  centreId: number
  classId: number
  levelId: number
  kids: number[]
  teacher: TestUser
  parent: TestUser
}

/**
 * A centre with a class of three children (the first one's parent signed in) and its teacher (class scope), in a
 * school of its own or in `existing` (a second centre of the same school).
 */
export async function buildAttendanceWorld(existing?: TestSchool): Promise<AttendanceWorld> {
  const school = existing ?? (await buildSchool())
  const centre = await buildCentre(school, { label: 'Tampines' })
  const levelId = await buildLevel(school)
  const teacher = await buildStaff(school, { attendance_management: RW }, [centre.id])
  const klass = await buildClass(school, {
    centreId: centre.id,
    levelId,
    label: 'K1 Sunflowers',
    teacherUserId: teacher.id,
  })
  const kids: number[] = []
  for (const firstname of ['Aisha', 'Ben', 'Chloe']) {
    const [child] = await school.db
      .insert(children)
      .values({
        fkSchool: school.id,
        firstname,
        lastname: 'Tan',
        dateOfBirth: '2026-04-01',
        nationality: 'Singaporean',
      })
      .returning({ id: children.id })
    await enrolChild(school, {
      childId: child.id,
      centreId: centre.id,
      levelId,
      from: '2029-01-01',
      classId: klass.id,
    })
    kids.push(child.id)
  }
  const parent = await buildParent(school)
  await relateParent(school, kids[0], parent.id)
  return { school, centreId: centre.id, classId: klass.id, levelId, kids, teacher, parent }
}

export { buildHQ }
