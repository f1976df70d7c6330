import { describe, expect, it } from 'vitest'
import type { AttendanceType } from '../../generated/graphql'
import { buildParent, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { errorCode, gql } from '../../test/server'
import {
  buildAttendanceWorld,
  CHILD_DAYS,
  HEALTH_DAY,
  HEALTH_INFO,
  MARK,
  SAVE_HEALTH_INFO,
  SUMMARY,
} from './test-support'

// Tuesday 5 March 2030, 12:00 in Singapore.
onFixedClock('2030-03-05T12:00:00+08:00')

describe('reading the day at a centre', () => {
  it('sums a centre per class and weekday: present, absent, late and not arrived', async () => {
    const w = await buildAttendanceWorld()
    const [a, b] = w.kids
    const mark = (date: string, type: AttendanceType, time: string, forChild: number[], more = {}) =>
      gql(
        MARK,
        {
          attendanceUpdate: { classID: w.classId, date, type, time, remarks: 'Backfilled', ...more },
          forChild,
        },
        w.teacher.token,
      )
    await mark('2030-03-04', 'check_in', '08:00', [a])
    await mark('2030-03-04', 'check_in', '09:30', [b])
    await mark('2030-03-05', 'absent', '08:00', [a], { reason: 'Fever' })
    const summary = await gql(
      SUMMARY,
      { centreId: w.centreId, from: '2030-03-02', to: '2030-03-05' },
      w.teacher.token,
    )
    expect(summary.errors).toBeUndefined()
    expect(summary.data!.getCentreAttendanceSummaries).toEqual([
      { date: '2030-03-04', classID: w.classId, expected: 3, present: 2, absent: 0, late: 1, notArrived: 1 },
      { date: '2030-03-05', classID: w.classId, expected: 3, present: 0, absent: 1, late: 0, notArrived: 2 },
    ])
    const tooLong = await gql(
      SUMMARY,
      { centreId: w.centreId, from: '2030-01-01', to: '2030-06-01' },
      w.teacher.token,
    )
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT')
  })

  it('lets a parent read their own child, and nobody else’s', async () => {
    const w = await buildAttendanceWorld()
    const [a, b] = w.kids
    await gql(
      MARK,
      {
        attendanceUpdate: {
          classID: w.classId,
          date: '2030-03-05',
          type: 'check_in',
          time: '08:10',
          healthChecks: [{ childID: a, temperature: 37.5 }],
        },
        forChild: [a, b],
      },
      w.teacher.token,
    )
    const own = await gql(CHILD_DAYS, { childID: a, from: '2030-03-01', to: '2030-03-31' }, w.parent.token)
    expect(own.data!.getChildAttendances).toMatchObject([
      { date: '2030-03-05', present: true, checkOut: null },
    ])
    const day = await gql(HEALTH_DAY, { childID: a, date: '2030-03-05' }, w.parent.token)
    expect(day.data!.getChildHealthInfoForDay).toEqual({ fever: true, checks: [{ temperature: 37.5 }] })
    expect(
      errorCode(await gql(CHILD_DAYS, { childID: b, from: '2030-03-01', to: '2030-03-31' }, w.parent.token)),
    ).toBe('FORBIDDEN')
    const stranger = await buildParent(w.school)
    expect(errorCode(await gql(HEALTH_INFO, { childID: a }, stranger.token))).toBe('FORBIDDEN')
  })

  it('keeps a child’s health information, written by staff, read by the parent', async () => {
    const w = await buildAttendanceWorld()
    const child = w.kids[0]
    const empty = await gql(HEALTH_INFO, { childID: child }, w.parent.token)
    expect(empty.data!.getChildHealthInfo).toEqual({
      isImmunized: false,
      familyDoctorName: null,
      medicalCondition: [],
    })
    const healthInfo = {
      isImmunized: true,
      clinicName: '  Raffles Medical  ',
      medicalConditions: [{ disease: 'Asthma', exists: true }],
    }
    expect(errorCode(await gql(SAVE_HEALTH_INFO, { childID: child, healthInfo }, w.parent.token))).toBe(
      'FORBIDDEN',
    )
    const readOnly = await buildStaff(w.school, { attendance_management: 1 }, [w.centreId])
    expect(errorCode(await gql(SAVE_HEALTH_INFO, { childID: child, healthInfo }, readOnly.token))).toBe(
      'FORBIDDEN',
    )
    const saved = await gql(SAVE_HEALTH_INFO, { childID: child, healthInfo }, w.teacher.token)
    expect(saved.data!.updateChildHealthInfo).toEqual({
      isImmunized: true,
      clinicName: 'Raffles Medical',
      medicalCondition: [{ disease: 'Asthma', exists: true }],
    })
    const tooLong = { ...healthInfo, clinicName: 'x'.repeat(101) }
    expect(
      errorCode(await gql(SAVE_HEALTH_INFO, { childID: child, healthInfo: tooLong }, w.teacher.token)),
    ).toBe('BAD_USER_INPUT')
    const read = await gql(HEALTH_INFO, { childID: child }, w.parent.token)
    expect(read.data!.getChildHealthInfo.medicalCondition).toEqual([{ disease: 'Asthma', exists: true }])
  })
})
