import { AttendanceMsg, formatDate } from '@preschool/domain'
import type { AttendanceType, AttendanceUpdate } from '../../generated/graphql'
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { charges, notifications, outbox, users } from '../../db/schema'
import { buildCentre, buildClass, buildLevel, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { errorCode, gql } from '../../test/server'
import { buildAttendanceWorld, LATE_PICKUPS, MARK, REGISTER, RW } from './test-support'

// Monday 4 March 2030, 20:00 in Singapore: after the centre's closing time (19:00 by default).
onFixedClock('2030-03-04T20:00:00+08:00')
const DATE = '2030-03-04'

const update = (
  classID: number,
  type: AttendanceType,
  time: string,
  more: Partial<AttendanceUpdate> = {},
): AttendanceUpdate => ({
  classID,
  date: DATE,
  type,
  time,
  ...more,
})

describe('marking the register', () => {
  it('checks in a whole class in one request, flags a fever and tells the parents by bell (and email for the fever)', async () => {
    const w = await buildAttendanceWorld()
    const healthChecks = [
      { childID: w.kids[0], temperature: 37.8, symptoms: ['cough'] },
      { childID: w.kids[1], temperature: 36.6 },
    ]
    const result = await gql(
      MARK,
      { attendanceUpdate: update(w.classId, 'check_in', '08:05', { healthChecks }), forChild: w.kids },
      w.teacher.token,
    )
    expect(result.errors).toBeUndefined()
    const days = result.data!.addOrUpdateAttendance
    expect(days.map((d) => [d.childID, d.present, d.inCentre, d.fever])).toEqual([
      [w.kids[0], true, true, true],
      [w.kids[1], true, true, false],
      [w.kids[2], true, true, false],
    ])
    expect(days[0].health).toEqual([{ temperature: 37.8, symptoms: ['cough'], fever: true, type: 'arrival' }])
    expect(days[0].entries[0]).toMatchObject({
      sessionID: 1,
      type: 'check_in',
      history: [{ action: 'created' }],
    })
    const bell = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, w.parent.id))
    expect(bell.map((n) => n.title).sort()).toEqual(['Aisha Tan checked in', 'Fever: Aisha Tan'])
    const mail = await w.school.db.select().from(outbox).where(eq(outbox.recipient, w.parent.email))
    expect(mail.map((m) => m.subject)).toEqual(['Fever: Aisha Tan'])
    const register = await gql(REGISTER, { classID: w.classId, date: DATE }, w.teacher.token)
    expect(register.data!.getAttendanceByClass.map((d) => d.child?.firstname)).toEqual([
      'Aisha',
      'Ben',
      'Chloe',
    ])
  })

  it('bills a late pickup with its charge at check-out, and voids and re-bills it when the time is corrected', async () => {
    const w = await buildAttendanceWorld()
    const child = w.kids[0]
    await gql(
      MARK,
      { attendanceUpdate: update(w.classId, 'check_in', '08:00'), forChild: [child] },
      w.teacher.token,
    )
    const out = await gql(
      MARK,
      {
        attendanceUpdate: update(w.classId, 'check_out', '19:25', { pickedBy: 'Grandma' }),
        forChild: [child],
      },
      w.teacher.token,
    )
    expect(out.errors).toBeUndefined()
    const late = await gql(LATE_PICKUPS, { childID: child, from: DATE, to: DATE }, w.teacher.token)
    // 25 minutes after 19:00, past 10 minutes of grace: two started 15-minute blocks of $10.
    expect(late.data!.getChildLatePickupEntries).toMatchObject({
      totalCount: 1,
      totalFee: 2000,
      data: [{ quantity: 2, fee: 2000, pickedBy: 'Grandma', active: true }],
    })
    const billed = await w.school.db.select().from(charges).where(eq(charges.fkChild, child))
    expect(billed).toMatchObject([
      { source: 'late_pickup', amountCents: 2000, cdaPayable: false, voidedAt: null },
    ])
    // A replayed tap bills nothing more.
    const replay = await gql(
      MARK,
      { attendanceUpdate: update(w.classId, 'check_out', '19:25'), forChild: [child] },
      w.teacher.token,
    )
    expect(replay.errors?.[0].message).toBe(AttendanceMsg.notCheckedIn)
    const checkOutId = out.data!.addOrUpdateAttendance[0].entries.find((e) => e.type === 'check_out')!.ID
    const noRemark = await gql(
      MARK,
      {
        attendanceUpdate: update(w.classId, 'check_out', '19:40'),
        forChild: [child],
        attendanceId: checkOutId,
      },
      w.teacher.token,
    )
    expect(noRemark.errors?.[0].message).toBe(AttendanceMsg.remarkRequired)
    const corrected = await gql(
      MARK,
      {
        attendanceUpdate: update(w.classId, 'check_out', '19:40', { remarks: 'Clock was wrong' }),
        forChild: [child],
        attendanceId: checkOutId,
      },
      w.teacher.token,
    )
    expect(corrected.errors).toBeUndefined()
    const history = corrected.data!.addOrUpdateAttendance[0].entries.find((e) => e.ID === checkOutId)!.history
    expect(history.map((h) => [h.action, h.remark])).toEqual([
      ['created', null],
      ['updated', 'Clock was wrong'],
    ])
    const after = await gql(LATE_PICKUPS, { childID: child, from: DATE, to: DATE }, w.teacher.token)
    expect(after.data!.getChildLatePickupEntries).toMatchObject({
      totalCount: 1,
      totalFee: 3000,
      data: [{ quantity: 3 }],
    })
    const rows = await w.school.db
      .select()
      .from(charges)
      .where(and(eq(charges.fkChild, child)))
      // In the order recorded: without an order, PostgreSQL returns the voided row's new version where it lies.
      .orderBy(asc(charges.id))
    expect(rows.map((r) => [r.amountCents, r.voidedAt === null])).toEqual([
      [2000, false],
      [3000, true],
    ])
    // Within the grace: no fee at all, the earlier charge voided.
    await gql(
      MARK,
      {
        attendanceUpdate: update(w.classId, 'check_out', '19:05', { remarks: 'Fixed' }),
        forChild: [child],
        attendanceId: checkOutId,
      },
      w.teacher.token,
    )
    const none = await gql(LATE_PICKUPS, { childID: child, from: DATE, to: DATE }, w.teacher.token)
    expect(none.data!.getChildLatePickupEntries).toMatchObject({ totalCount: 0, totalFee: 0 })
  })

  it('refuses what the register rules forbid, changing nothing', async () => {
    const w = await buildAttendanceWorld()
    const [a, b] = w.kids
    const mark = (attendanceUpdate: AttendanceUpdate, forChild = [a]) =>
      gql(MARK, { attendanceUpdate, forChild }, w.teacher.token)
    expect((await mark(update(w.classId, 'check_out', '09:00'))).errors?.[0].message).toBe(
      AttendanceMsg.notCheckedIn,
    )
    expect((await mark(update(w.classId, 'check_in', '21:00'))).errors?.[0].message).toBe(
      AttendanceMsg.futureTime,
    )
    expect(
      (await mark({ ...update(w.classId, 'check_in', '08:00'), date: '2030-03-01' })).errors?.[0].message,
    ).toBe(AttendanceMsg.remarkRequired)
    expect((await mark(update(w.classId, 'absent', '08:00'))).errors?.[0].message).toContain(
      AttendanceMsg.reasonRequired,
    )
    expect((await mark(update(w.classId, 'check_in', '25:00'))).errors?.[0].message).toContain(
      AttendanceMsg.timeFormat,
    )
    expect(
      (
        await mark(
          update(w.classId, 'check_in', '08:00', { healthChecks: [{ childID: a, temperature: 50 }] }),
        )
      ).errors?.[0].message,
    ).toContain(AttendanceMsg.temperatureRange)
    const remarks = 'x'.repeat(501)
    expect(errorCode(await mark(update(w.classId, 'check_in', '08:00', { remarks })))).toBe('BAD_USER_INPUT')
    expect(errorCode(await mark(update(w.classId, 'check_in', '08:00', { remarks: 'a\u0000b' })))).toBe(
      'BAD_USER_INPUT',
    )
    // Another class's child (of the same centre).
    const other = await buildClass(w.school, { centreId: w.centreId, levelId: await buildLevel(w.school) })
    expect((await mark({ ...update(other.id, 'check_in', '08:00') })).errors?.[0].message).toBe(
      AttendanceMsg.notEnrolled,
    )
    expect((await mark(update(w.classId, 'check_in', '08:00'), [a, b])).errors).toBeUndefined()
    const twice = await mark(update(w.classId, 'check_in', '08:10'), [a])
    expect(twice.errors?.[0].message).toBe(AttendanceMsg.alreadyCheckedIn)
    expect((await mark(update(w.classId, 'check_out', '07:59'))).errors?.[0].message).toBe(
      AttendanceMsg.checkOutBeforeCheckIn,
    )
    expect((await mark(update(w.classId, 'absent', '08:00', { reason: 'Sick' }))).errors?.[0].message).toBe(
      AttendanceMsg.presentOnDay,
    )
  })

  it('tells the parent of an absence with the day as the spec writes dates (DD/MM/YYYY)', async () => {
    const w = await buildAttendanceWorld()
    const marked = await gql(
      MARK,
      { attendanceUpdate: update(w.classId, 'absent', '08:00', { reason: 'Sick' }), forChild: [w.kids[0]] },
      w.teacher.token,
    )
    expect(marked.errors).toBeUndefined()
    const bell = await w.school.db.select().from(notifications).where(eq(notifications.fkSchool, w.school.id))
    expect(bell.map((n) => n.body)).toEqual([
      expect.stringMatching(/ was marked absent on \d\d\/\d\d\/\d{4}: Sick\.$/),
    ])
    expect(bell[0].body).toContain(`absent on ${formatDate(DATE)}`)
  })

  it('records one check-in when two tablets tap at once', async () => {
    const w = await buildAttendanceWorld()
    const tap = () =>
      gql(
        MARK,
        { attendanceUpdate: update(w.classId, 'check_in', '08:00'), forChild: [w.kids[2]] },
        w.teacher.token,
      )
    const results = await Promise.all([tap(), tap()])
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1)
    expect(results.find((r) => r.errors)?.errors?.[0].message).toBe(AttendanceMsg.alreadyCheckedIn)
  })

  it('refuses staff of another centre, staff without attendance, a teacher of another class and parents', async () => {
    const w = await buildAttendanceWorld()
    const elsewhere = await buildCentre(w.school, { label: 'Jurong' })
    const otherCentre = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    const noModule = await buildStaff(w.school, { class_management: RW }, [w.centreId])
    const otherTeacher = await buildStaff(w.school, { attendance_management: RW }, [w.centreId])
    await w.school.db
      .update(users)
      .set({ hasClassScopeAccess: true, hasCentreScopeAccess: false })
      .where(eq(users.id, otherTeacher.id))
    await buildClass(w.school, {
      centreId: w.centreId,
      levelId: await buildLevel(w.school),
      teacherUserId: otherTeacher.id,
    })
    const vars = { attendanceUpdate: update(w.classId, 'check_in', '08:00'), forChild: [w.kids[0]] }
    for (const who of [otherCentre, noModule, otherTeacher, w.parent])
      expect(errorCode(await gql(MARK, vars, who.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(REGISTER, { classID: w.classId, date: DATE }, otherCentre.token))).toBe(
      'FORBIDDEN',
    )
  })
})
