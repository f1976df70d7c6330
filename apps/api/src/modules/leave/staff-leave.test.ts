import { Access, LeaveMsg, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildHQ, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { APPROVE, buildLeaveWorld, MY_LEAVE, REQUEST_STAFF } from './test-support'

// Tuesday 5 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-05T10:30:00+08:00')

const STAFF_LEAVE_DAY = graphql(`
  query LeaveStaffDay($centreId: Int!, $date: Date!) {
    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {
      staff {
        teacherID
        status
        leave {
          code
        }
      }
    }
  }
`)

const TYPES = graphql(`
  query LeaveTypes($IDSchool: Int!, $includeInactive: Boolean) {
    getLeaveTypes(IDSchool: $IDSchool, includeInactive: $includeInactive) {
      ID
      code
      active
    }
  }
`)

const SAVE_TYPE = graphql(`
  mutation LeaveTypeSave($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {
    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {
      ID
      code
      label
      active
    }
  }
`)

const annual = {
  code: 'al',
  label: 'Annual leave',
  halfDayApplicable: true,
  applicableToStaff: true,
  applicableToChild: false,
  approveRequired: true,
  active: true,
}

describe('leave of staff', () => {
  it('a teacher asks for their own leave, another approves, and the staff register shows them on leave', async () => {
    const w = await buildLeaveWorld()
    const asked = await gql(
      REQUEST_STAFF,
      { leaveData: { leaveTypeID: w.medical, from: '2030-03-11', to: '2030-03-11' } },
      w.teacher.token,
    )
    expect(asked.errors).toBeUndefined()
    const request = asked.data!.requestStaffLeave
    expect(request).toMatchObject({ centreID: w.centreId, subject: { childID: null }, status: 'pending' })
    // A type for children only is refused for staff.
    const childcare = await gql(
      REQUEST_STAFF,
      { leaveData: { leaveTypeID: w.childcare, from: '2030-03-12', to: '2030-03-12' } },
      w.teacher.token,
    )
    expect(childcare.errors?.[0].message).toBe(LeaveMsg.typeNotForStaff)
    expect((await gql(APPROVE, { IDLeaveRequest: request.ID }, w.principal.token)).errors).toBeUndefined()

    const mine = await gql(MY_LEAVE, {}, w.teacher.token)
    expect(mine.data!.getMyLeaveRequests).toEqual([
      { ID: request.ID, status: 'approved', subject: { teacherID: request.subject.teacherID } },
    ])
    const day = await gql(STAFF_LEAVE_DAY, { centreId: w.centreId, date: '2030-03-11' }, w.principal.token)
    expect(day.data!.getStaffAttendancesByCentre.staff).toEqual([
      { teacherID: request.subject.teacherID, status: 'leave', leave: { code: 'MC' } },
    ])
  })

  it('refuses staff without a centre record, who have no leave of their own', async () => {
    const w = await buildLeaveWorld()
    const office = await buildStaff(w.school, { attendance_management: Access.read }, [w.centreId])
    const asked = await gql(
      REQUEST_STAFF,
      { leaveData: { leaveTypeID: w.medical, from: '2030-03-11', to: '2030-03-11' } },
      office.token,
    )
    expect([errorCode(asked), asked.errors?.[0].message]).toEqual([
      'BAD_USER_INPUT',
      LeaveMsg.notStaffOfCentre,
    ])
    expect((await gql(MY_LEAVE, {}, office.token)).data!.getMyLeaveRequests).toEqual([])
  })
})

describe('leave types', () => {
  it('head office adds and deactivates a type; parents see the active ones; codes are unique', async () => {
    const w = await buildLeaveWorld()
    const hq = await buildHQ(w.school, { attendance_management: Access.read | Access.write })
    const saved = await gql(SAVE_TYPE, { IDSchool: w.school.id, leaveTypeData: annual }, hq.token)
    expect(saved.data!.insertOrUpdateLeaveType).toMatchObject({
      code: 'AL',
      label: 'Annual leave',
      active: true,
    })
    const again = await gql(SAVE_TYPE, { IDSchool: w.school.id, leaveTypeData: annual }, hq.token)
    expect([errorCode(again), again.errors?.[0].message]).toEqual(['CONFLICT', LeaveMsg.codeTaken])
    const id = saved.data!.insertOrUpdateLeaveType.ID
    await gql(
      SAVE_TYPE,
      { IDSchool: w.school.id, leaveTypeID: id, leaveTypeData: { ...annual, active: false } },
      hq.token,
    )
    const seen = await gql(TYPES, { IDSchool: w.school.id, includeInactive: true }, w.parent.token)
    expect(seen.data!.getLeaveTypes.map((t) => t.code)).toEqual(['CCL', 'MC'])
    const all = await gql(TYPES, { IDSchool: w.school.id, includeInactive: true }, hq.token)
    expect(all.data!.getLeaveTypes.map((t) => t.code)).toEqual(['AL', 'CCL', 'MC'])
  })

  it('refuses centre staff, a type for nobody, a blank label and an inactive type in a request', async () => {
    const w = await buildLeaveWorld()
    const hq = await buildHQ(w.school, { attendance_management: Access.read | Access.write })
    expect(
      errorCode(await gql(SAVE_TYPE, { IDSchool: w.school.id, leaveTypeData: annual }, w.principal.token)),
    ).toBe('FORBIDDEN')
    const nobody = await gql(
      SAVE_TYPE,
      { IDSchool: w.school.id, leaveTypeData: { ...annual, applicableToStaff: false } },
      hq.token,
    )
    expect(nobody.errors?.[0].message).toBe(`applicableToChild: ${LeaveMsg.appliesToNobody}`)
    const blank = await gql(
      SAVE_TYPE,
      { IDSchool: w.school.id, leaveTypeData: { ...annual, label: ' ' } },
      hq.token,
    )
    expect(blank.errors?.[0].message).toBe(`label: ${V.required}`)
    const off = await gql(
      SAVE_TYPE,
      { IDSchool: w.school.id, leaveTypeData: { ...annual, active: false } },
      hq.token,
    )
    const refused = await gql(
      REQUEST_STAFF,
      {
        leaveData: {
          leaveTypeID: off.data!.insertOrUpdateLeaveType.ID,
          from: '2030-03-11',
          to: '2030-03-11',
        },
      },
      w.teacher.token,
    )
    expect(refused.errors?.[0].message).toBe(LeaveMsg.typeInactive)
  })
})
