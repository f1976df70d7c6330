import { Access, LeaveMsg, ownRequestMessage, TEXT_NOT_ALLOWED } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildAttendanceWorld, SUMMARY } from '../attendance/test-support'
import { buildLeaveType, buildParent, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import type { LeaveRequestInput } from '../../test/generated/graphql'
import { errorCode, errorReason, gql } from '../../test/server'
import {
  APPROVE,
  buildLeaveWorld,
  type LeaveWorld,
  CANCEL,
  CENTRE_LEAVE,
  CHILD_LEAVE,
  LEAVE_REGISTER,
  REJECT,
  REQUEST_CHILD,
} from './test-support'

// Tuesday 5 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-05T10:30:00+08:00')

const days = (from: string, to = from) => ({ from, to })
const annualForStaff = (w: LeaveWorld) =>
  buildLeaveType(w.school, { code: 'AL', label: 'Annual leave', applicableToChild: false })

describe('leave of a child', () => {
  it('a parent asks, the principal approves, and the register shows the child absent with the leave type', async () => {
    const w = await buildLeaveWorld()
    const asked = await gql(
      REQUEST_CHILD,
      {
        childID: w.kids[0],
        leaveData: { leaveTypeID: w.medical, ...days('2030-03-11', '2030-03-12'), remark: 'MC' },
      },
      w.parent.token,
    )
    expect(asked.errors).toBeUndefined()
    const request = asked.data!.requestChildLeave
    expect(request).toMatchObject({
      centreID: w.centreId,
      subject: { childID: w.kids[0], teacherID: null, firstname: 'Aisha' },
      leaveType: { code: 'MC' },
      status: 'pending',
      approveRequired: true,
      remark: 'MC',
      approver: null,
    })
    // Pending leave is not yet absence.
    const before = await gql(LEAVE_REGISTER, { classID: w.classId, date: '2030-03-11' }, w.teacher.token)
    expect(before.data!.getAttendanceByClass[0]).toMatchObject({ absent: false, absentReason: null })

    const approved = await gql(
      APPROVE,
      { IDLeaveRequest: request.ID, remark: 'Get well soon' },
      w.principal.token,
    )
    expect(approved.errors).toBeUndefined()
    expect(approved.data!.approveLeaveRequest).toMatchObject({
      status: 'approved',
      approverRemark: 'Get well soon',
    })
    expect(approved.data!.approveLeaveRequest.approver).not.toBeNull()

    const register = await gql(LEAVE_REGISTER, { classID: w.classId, date: '2030-03-12' }, w.teacher.token)
    const [aisha, ben] = register.data!.getAttendanceByClass
    expect(aisha).toMatchObject({
      absent: true,
      absentReason: 'Medical leave',
      present: false,
      leave: { code: 'MC', label: 'Medical leave', halfDay: null },
    })
    expect(ben).toMatchObject({ absent: false, absentReason: null })
    // The centre summary counts the child absent, not missing.
    const summary = await gql(
      SUMMARY,
      { centreId: w.centreId, from: '2030-03-12', to: '2030-03-12' },
      w.principal.token,
    )
    expect(summary.data!.getCentreAttendanceSummaries[0]).toMatchObject({
      expected: 3,
      absent: 1,
      notArrived: 2,
    })
    const listed = await gql(
      CENTRE_LEAVE,
      { centreID: w.centreId, ...days('2030-03-01', '2030-03-31') },
      w.teacher.token,
    )
    expect(listed.data!.getCentreLeaveRequests.map((l) => [l.ID, l.status])).toEqual([
      [request.ID, 'approved'],
    ])
  })

  it('approves a type without approval at once, and allows its half day', async () => {
    const w = await buildLeaveWorld()
    const asked = await gql(
      REQUEST_CHILD,
      { childID: w.kids[0], leaveData: { leaveTypeID: w.childcare, ...days('2030-03-11'), halfDay: 'pm' } },
      w.parent.token,
    )
    expect(asked.data!.requestChildLeave).toMatchObject({ status: 'approved', halfDay: 'pm', approver: null })
    // The other half of that day is free.
    const morning = await gql(
      REQUEST_CHILD,
      { childID: w.kids[0], leaveData: { leaveTypeID: w.childcare, ...days('2030-03-11'), halfDay: 'am' } },
      w.parent.token,
    )
    expect(morning.errors).toBeUndefined()
  })

  it('refuses leave over another leave, a half day the type does not allow, and dates out of order', async () => {
    const w = await buildLeaveWorld()
    const ask = (leaveData: LeaveRequestInput) =>
      gql(REQUEST_CHILD, { childID: w.kids[0], leaveData }, w.parent.token)
    expect(
      (await ask({ leaveTypeID: w.medical, ...days('2030-03-11', '2030-03-13') })).errors,
    ).toBeUndefined()
    const over = await ask({ leaveTypeID: w.childcare, ...days('2030-03-13', '2030-03-14') })
    expect([errorCode(over), over.errors?.[0].message]).toEqual(['CONFLICT', LeaveMsg.overlaps])
    expect(errorReason(over)).toBe('leave.overlaps')
    const half = await ask({ leaveTypeID: w.medical, ...days('2030-03-20'), halfDay: 'am' })
    expect(half.errors?.[0].message).toBe(LeaveMsg.halfDayNotAllowed)
    const order = await ask({ leaveTypeID: w.medical, ...days('2030-03-20', '2030-03-19') })
    expect(order.errors?.[0].message).toBe(`to: ${LeaveMsg.toBeforeFrom}`)
    const hostile = await ask({ leaveTypeID: w.medical, ...days('2030-03-20'), remark: 'sick\u0000' })
    expect(hostile.errors?.[0].message).toContain(TEXT_NOT_ALLOWED)
    const long = await ask({ leaveTypeID: w.medical, ...days('2030-03-20'), remark: 'x'.repeat(501) })
    expect(long.errors?.[0].message).toBe('remark: At most 500 characters')
    const child = await gql(CHILD_LEAVE, { childID: w.kids[0] }, w.parent.token)
    expect(child.data!.getChildLeaveRequests).toHaveLength(1)
  })

  it('records one of two overlapping requests made at once', async () => {
    const w = await buildLeaveWorld()
    const ask = () =>
      gql(
        REQUEST_CHILD,
        { childID: w.kids[0], leaveData: { leaveTypeID: w.medical, ...days('2030-03-11') } },
        w.parent.token,
      )
    const results = await Promise.all([ask(), ask()])
    expect(results.map((r) => errorCode(r) ?? 'ok').sort()).toEqual(['CONFLICT', 'ok'])
  })

  it('refuses a parent of another family, a type not for children and a child with no place', async () => {
    const w = await buildLeaveWorld()
    const stranger = await buildParent(w.school)
    const leaveData = { leaveTypeID: w.medical, ...days('2030-03-11') }
    expect(errorCode(await gql(REQUEST_CHILD, { childID: w.kids[0], leaveData }, stranger.token))).toBe(
      'FORBIDDEN',
    )
    const staffOnly = await gql(
      REQUEST_CHILD,
      { childID: w.kids[0], leaveData: { ...leaveData, leaveTypeID: await annualForStaff(w) } },
      w.parent.token,
    )
    expect(staffOnly.errors?.[0].message).toBe(LeaveMsg.typeNotForChild)
    const early = await gql(
      REQUEST_CHILD,
      { childID: w.kids[0], leaveData: { ...leaveData, ...days('2028-12-30') } },
      w.parent.token,
    )
    expect(early.errors?.[0].message).toBe(LeaveMsg.notEnrolled)
  })
})

describe('deciding leave', () => {
  const pendingOf = async (w: LeaveWorld, token = w.parent.token, day = '2030-03-11') => {
    const asked = await gql(
      REQUEST_CHILD,
      { childID: w.kids[0], leaveData: { leaveTypeID: w.medical, ...days(day) } },
      token,
    )
    return asked.data!.requestChildLeave.ID
  }

  it('refuses staff of another centre, staff without approve and the one who asked', async () => {
    const w = await buildLeaveWorld()
    const id = await pendingOf(w)
    const elsewhere = await buildAttendanceWorld(w.school)
    const otherPrincipal = await buildStaff(
      w.school,
      { attendance_management: Access.read | Access.write | Access.approve },
      [elsewhere.centreId],
    )
    expect(errorCode(await gql(APPROVE, { IDLeaveRequest: id }, otherPrincipal.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(APPROVE, { IDLeaveRequest: id }, w.teacher.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(APPROVE, { IDLeaveRequest: id }, w.parent.token))).toBe('FORBIDDEN')
    // The principal asked for the child's leave on the phone call: another approver must decide it.
    const own = await pendingOf(w, w.principal.token, '2030-03-18')
    const self = await gql(APPROVE, { IDLeaveRequest: own }, w.principal.token)
    expect([errorCode(self), self.errors?.[0].message]).toEqual(['FORBIDDEN', ownRequestMessage])
    const list = await gql(CHILD_LEAVE, { childID: w.kids[0] }, w.parent.token)
    expect(list.data!.getChildLeaveRequests.every((l) => l.status === 'pending')).toBe(true)
  })

  it('decides once when two approvers act at once, and a rejection needs a remark', async () => {
    const w = await buildLeaveWorld()
    const id = await pendingOf(w)
    const second = await buildStaff(w.school, { attendance_management: Access.read | Access.approve }, [
      w.centreId,
    ])
    const noRemark = await gql(REJECT, { IDLeaveRequest: id, remark: '  ' }, second.token)
    expect(noRemark.errors?.[0].message).toBe(LeaveMsg.remarkRequired)
    const results = await Promise.all([
      gql(APPROVE, { IDLeaveRequest: id }, w.principal.token),
      gql(REJECT, { IDLeaveRequest: id, remark: 'Not on a school day' }, second.token),
    ])
    const outcomes = results.map((r) => r.errors?.[0].message ?? 'ok').sort()
    expect(outcomes).toEqual([LeaveMsg.notPending, 'ok'].sort())
  })

  it('lets the parent withdraw leave before it starts, not after', async () => {
    const w = await buildLeaveWorld()
    const id = await pendingOf(w)
    const cancelled = await gql(CANCEL, { IDLeaveRequest: id }, w.parent.token)
    expect(cancelled.data!.cancelLeaveRequest.status).toBe('cancelled')
    expect(errorCode(await gql(CANCEL, { IDLeaveRequest: id }, w.parent.token))).toBe('CONFLICT')
    const today = await gql(
      REQUEST_CHILD,
      { childID: w.kids[0], leaveData: { leaveTypeID: w.childcare, ...days('2030-03-05') } },
      w.parent.token,
    )
    const started = await gql(CANCEL, { IDLeaveRequest: today.data!.requestChildLeave.ID }, w.parent.token)
    expect(started.errors?.[0].message).toBe(LeaveMsg.alreadyStarted)
    expect(errorReason(started)).toBe('leave.alreadyStarted')
  })
})
