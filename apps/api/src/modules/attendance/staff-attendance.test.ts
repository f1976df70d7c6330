import { StaffAttendanceMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { centres, staffAttendances, teachers } from '../../db/schema'
import type { StaffAttendanceType } from '../../generated/graphql'
import { buildCentre, buildParent, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { type AttendanceWorld, buildAttendanceWorld, MARK, RW } from './test-support'

// Tuesday 5 March 2030, 12:00 in Singapore.
onFixedClock('2030-03-05T12:00:00+08:00')
const TODAY = '2030-03-05'

const STAFF_DAY = graphql(`
  query StaffDay($centreId: Int!, $date: Date!) {
    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {
      centreID
      date
      staff {
        teacherID
        status
        checkIn
        checkOut
        inCentre
        remarks
        classIDs
        sessions {
          sessionID
          checkIn
          checkOut
        }
      }
      ratios {
        classID
        childrenIn
        staffIn
        teacherRatio
        capacity
        overRatio
      }
    }
  }
`)

const RECORD = graphql(`
  mutation StaffRecord($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {
    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {
      teacherID
      status
      inCentre
      remarks
      sessions {
        sessionID
        checkIn
        checkOut
      }
    }
  }
`)

async function classTeacherId(w: AttendanceWorld) {
  const [row] = await w.school.db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.fkCentre, w.centreId), eq(teachers.fkUser, w.teacher.id)))
  return row.id
}

const tap = (w: AttendanceWorld, teacherID: number, type: StaffAttendanceType, time: string, more = {}) =>
  gql(
    RECORD,
    { centreId: w.centreId, staffAttendance: { teacherID, date: TODAY, type, time, ...more } },
    w.teacher.token,
  )

describe('staff attendance', () => {
  it('records sessions and warns when the children in outnumber the staff in at the centre ratio', async () => {
    const w = await buildAttendanceWorld()
    await w.school.db.update(centres).set({ teacherRatio: 2 }).where(eq(centres.id, w.centreId))
    const teacherId = await classTeacherId(w)
    await gql(
      MARK,
      {
        attendanceUpdate: { classID: w.classId, date: TODAY, type: 'check_in', time: '08:00' },
        forChild: w.kids,
      },
      w.teacher.token,
    )
    const ratio = async () =>
      (await gql(STAFF_DAY, { centreId: w.centreId, date: TODAY }, w.teacher.token)).data!
        .getStaffAttendancesByCentre.ratios[0]
    expect(await ratio()).toEqual({
      classID: w.classId,
      childrenIn: 3,
      staffIn: 0,
      teacherRatio: 2,
      capacity: 0,
      overRatio: true,
    })

    const checkedIn = await tap(w, teacherId, 'check_in', '07:45')
    expect(checkedIn.errors).toBeUndefined()
    expect(checkedIn.data!.recordStaffAttendance).toMatchObject({ status: 'present', inCentre: true })
    expect(await ratio()).toMatchObject({ childrenIn: 3, staffIn: 1, capacity: 2, overRatio: true })

    await gql(
      MARK,
      {
        attendanceUpdate: {
          classID: w.classId,
          date: TODAY,
          type: 'check_out',
          time: '11:00',
          pickedBy: 'Mum',
        },
        forChild: [w.kids[0]],
      },
      w.teacher.token,
    )
    expect(await ratio()).toMatchObject({ childrenIn: 2, staffIn: 1, overRatio: false })

    // A second session after a break, and the day as the register reads it.
    expect((await tap(w, teacherId, 'check_out', '11:30')).errors).toBeUndefined()
    expect(
      (await tap(w, teacherId, 'check_in', '11:45', { remarks: 'Back from lunch' })).errors,
    ).toBeUndefined()
    const day = await gql(STAFF_DAY, { centreId: w.centreId, date: TODAY }, w.teacher.token)
    const [person] = day.data!.getStaffAttendancesByCentre.staff
    expect(person).toMatchObject({
      teacherID: teacherId,
      status: 'present',
      inCentre: true,
      checkOut: null,
      remarks: 'Back from lunch',
      classIDs: [w.classId],
    })
    expect(person.sessions.map((s) => [s.sessionID, Boolean(s.checkOut)])).toEqual([
      [1, true],
      [2, false],
    ])
  })

  it('refuses what does not follow: a second check-in, a check-out before it, absence after presence', async () => {
    const w = await buildAttendanceWorld()
    const teacherId = await classTeacherId(w)
    expect((await tap(w, teacherId, 'check_out', '08:00')).errors?.[0].message).toBe(
      StaffAttendanceMsg.notCheckedIn,
    )
    expect((await tap(w, teacherId, 'check_in', '08:00')).errors).toBeUndefined()
    // Two tablets at once: one session opens.
    const twice = await Promise.all([
      tap(w, teacherId, 'check_in', '08:01'),
      tap(w, teacherId, 'check_in', '08:01'),
    ])
    expect(twice.map((r) => r.errors?.[0].message)).toEqual([
      StaffAttendanceMsg.alreadyCheckedIn,
      StaffAttendanceMsg.alreadyCheckedIn,
    ])
    expect((await tap(w, teacherId, 'check_out', '07:00')).errors?.[0].message).toBe(
      StaffAttendanceMsg.checkOutBeforeCheckIn,
    )
    expect((await tap(w, teacherId, 'leave', '08:00')).errors?.[0].message).toBe(
      StaffAttendanceMsg.presentOnDay,
    )
    expect((await tap(w, teacherId, 'check_out', '12:30')).errors?.[0].message).toBe(
      StaffAttendanceMsg.futureTime,
    )
    const past = await gql(
      RECORD,
      {
        centreId: w.centreId,
        staffAttendance: { teacherID: teacherId, date: '2030-03-04', type: 'absent', time: '08:00' },
      },
      w.teacher.token,
    )
    expect(past.errors?.[0].message).toBe(StaffAttendanceMsg.remarkRequired)
  })

  it('lets a teacher who forgot to check out yesterday check in today', async () => {
    const w = await buildAttendanceWorld()
    const teacherId = await classTeacherId(w)
    await w.school.db.insert(staffAttendances).values({
      fkSchool: w.school.id,
      fkCentre: w.centreId,
      fkTeacher: teacherId,
      date: '2030-03-04',
      sessionId: 1,
      status: 'present',
      checkIn: new Date('2030-03-04T07:30:00+08:00'),
    })
    const today = await tap(w, teacherId, 'check_in', '07:40')
    expect(today.errors).toBeUndefined()
    expect(today.data!.recordStaffAttendance.sessions).toHaveLength(1)
  })

  it('marks leave, then refuses a check-in on that day; keeps remarks as typed but trimmed and bounded', async () => {
    const w = await buildAttendanceWorld()
    const teacherId = await classTeacherId(w)
    const leave = await tap(w, teacherId, 'leave', '07:00', { remarks: '  Annual leave  ' })
    expect(leave.data!.recordStaffAttendance).toMatchObject({
      status: 'leave',
      inCentre: false,
      remarks: 'Annual leave',
    })
    expect((await tap(w, teacherId, 'check_in', '08:00')).errors?.[0].message).toBe(
      StaffAttendanceMsg.alreadyMarked,
    )
    const tooLong = await tap(w, teacherId, 'absent', '08:00', { remarks: 'x'.repeat(501) })
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT')
    const control = await tap(w, teacherId, 'absent', '08:00', { remarks: 'sick\u0000' })
    expect(errorCode(control)).toBe('BAD_USER_INPUT')
    const badTime = await tap(w, teacherId, 'absent', '25:00')
    expect(errorCode(badTime)).toBe('BAD_USER_INPUT')
  })

  it('refuses staff of another centre, staff without the module, a parent, and a teacher of another centre', async () => {
    const w = await buildAttendanceWorld()
    const teacherId = await classTeacherId(w)
    const elsewhere = await buildCentre(w.school)
    const otherCentre = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    const noModule = await buildStaff(w.school, { class_management: RW }, [w.centreId])
    const parent = await buildParent(w.school)
    const input = { teacherID: teacherId, date: TODAY, type: 'check_in' as const, time: '08:00' }
    for (const caller of [otherCentre, noModule, parent]) {
      expect(
        errorCode(await gql(RECORD, { centreId: w.centreId, staffAttendance: input }, caller.token)),
      ).toBe('FORBIDDEN')
      expect(errorCode(await gql(STAFF_DAY, { centreId: w.centreId, date: TODAY }, caller.token))).toBe(
        'FORBIDDEN',
      )
    }
    // A teacher record of another centre, through a centre the caller reaches.
    const [stranger] = await w.school.db
      .insert(teachers)
      .values({ fkSchool: w.school.id, fkCentre: elsewhere.id, firstname: 'Other', lastname: 'Teacher' })
      .returning()
    const wrong = await tap(w, stranger.id, 'check_in', '08:00')
    expect(wrong.errors?.[0].message).toBe(StaffAttendanceMsg.notAtCentre)
  })
})
