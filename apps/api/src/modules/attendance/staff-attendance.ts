import {
  classCapacity,
  overTeacherRatio,
  singaporeInstant,
  singaporeToday,
  StaffAttendanceMsg,
  staffAttendanceInputSchema,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { StaffAttendanceInput } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { limitedToClasses } from '../../platform/authz/class-scope'
import { badInput, conflict, parseInput } from '../../platform/errors/domain-error'
import { selectApprovedLeaveOn } from '../leave'
import type { DayLeave } from './days'
import { publishAttendanceChange } from './live'
import { CLOCK_SLACK_MS } from './marking'
import {
  closeStaffSession,
  insertStaffSession,
  selectCentreStaff,
  selectClassRatios,
  selectStaffSessions,
  selectTeacherAtCentre,
  type StaffRow,
  type StaffSessionRow,
  updateStaffMark,
} from './staff-queries'
import type { Actor } from '../../platform/authz/actor'

export interface StaffDay extends StaffRow {
  sessions: StaffSessionRow[]
  /** Approved leave covering the day. */
  leave: DayLeave | null
}

/** A person's day from their rows: the status, the first check-in, the last check-out, whether they are in. */
export function staffDaySummary(day: StaffDay) {
  const present = day.sessions.filter((s) => s.checkIn)
  const marked = day.sessions.find((s) => s.status !== 'present')
  const last = present.at(-1)
  return {
    // Approved leave stands for the day until the register records something else.
    status: present.length
      ? ('present' as const)
      : (marked?.status ?? (day.leave ? ('leave' as const) : null)),
    checkIn: present[0]?.checkIn ?? null,
    checkOut: last && last.checkOut ? last.checkOut : null,
    inCentre: Boolean(last && !last.checkOut),
    remarks: (marked ?? last)?.remarks ?? null,
  }
}

/** A centre's staff on a day with their sessions, and each class's live child-to-staff ratio. */
export async function staffAttendanceDay(db: DbOrTx, grant: SignedInGrant, centreId: number, date: string) {
  const { viewer } = grant
  const staff = await selectCentreStaff(db, viewer.schoolId, centreId)
  const [sessions, leave, ratios] = await Promise.all([
    selectStaffSessions(db, centreId, date),
    selectApprovedLeaveOn(db, { teacherIds: staff.map((s) => s.teacherId) }, date),
    selectClassRatios(db, {
      schoolId: viewer.schoolId,
      centreId,
      date,
      classesOf: limitedToClasses(viewer) ? viewer.userId : undefined,
    }),
  ])
  return {
    centreId,
    date,
    staff: staff.map((s) => ({
      ...s,
      sessions: sessions.filter((r) => r.fkTeacher === s.teacherId),
      leave: leave.find((l) => l.teacherId === s.teacherId) ?? null,
    })),
    ratios: ratios.map((r) => ({
      ...r,
      capacity: classCapacity(r.teacherRatio, r.staffIn),
      overRatio: overTeacherRatio(r.teacherRatio, r.staffIn, r.childrenIn),
    })),
  }
}

/**
 * `recordStaffAttendance`: one tap of the staff register. A check-in opens the next session (the partial unique
 * index keeps one open session per person, so two tablets at once record one); a check-out closes the open one;
 * absent and leave mark a day with no check-in. Returns the person's day.
 */
export async function recordStaffAttendance(
  tx: DbOrTx,
  who: Actor,
  centreId: number,
  raw: StaffAttendanceInput,
): Promise<StaffDay> {
  const input = parseInput(staffAttendanceInputSchema, raw)
  const instant = singaporeInstant(input.date, input.time)
  if (instant.getTime() > Date.now() + CLOCK_SLACK_MS)
    throw badInput(StaffAttendanceMsg.futureTime, { time: StaffAttendanceMsg.futureTime })
  if (input.date < singaporeToday() && !input.remarks)
    throw badInput(StaffAttendanceMsg.remarkRequired, { remarks: StaffAttendanceMsg.remarkRequired })
  if (!(await selectTeacherAtCentre(tx, who.schoolId, centreId, input.teacherID)))
    throw badInput(StaffAttendanceMsg.notAtCentre, { teacherID: StaffAttendanceMsg.notAtCentre })
  const rows = await selectStaffSessions(tx, centreId, input.date, input.teacherID)
  const open = rows.find((r) => r.checkIn && !r.checkOut)
  const marked = rows.find((r) => r.status !== 'present')
  const base = {
    fkSchool: who.schoolId,
    fkCentre: centreId,
    fkTeacher: input.teacherID,
    date: input.date,
    remarks: input.remarks,
    recordedBy: who.userId,
  }
  const nextSession = rows.reduce((max, r) => Math.max(max, r.sessionId), 0) + 1
  if (input.type === 'check_in') {
    if (marked) throw conflict(StaffAttendanceMsg.alreadyMarked)
    if (open) throw conflict(StaffAttendanceMsg.alreadyCheckedIn)
    try {
      await insertStaffSession(tx, { ...base, sessionId: nextSession, status: 'present', checkIn: instant })
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(StaffAttendanceMsg.alreadyCheckedIn)
      throw error
    }
  } else if (input.type === 'check_out') {
    if (!open?.checkIn) throw conflict(StaffAttendanceMsg.notCheckedIn)
    if (instant < open.checkIn)
      throw badInput(StaffAttendanceMsg.checkOutBeforeCheckIn, {
        time: StaffAttendanceMsg.checkOutBeforeCheckIn,
      })
    const closed = await closeStaffSession(tx, open.id, {
      checkOut: instant,
      remarks: input.remarks ?? open.remarks,
    })
    if (!closed) throw conflict(StaffAttendanceMsg.notCheckedIn)
  } else {
    const status = input.type
    if (rows.some((r) => r.checkIn)) throw conflict(StaffAttendanceMsg.presentOnDay)
    if (marked)
      await updateStaffMark(tx, marked.id, { status, remarks: input.remarks, recordedBy: who.userId })
    else
      try {
        await insertStaffSession(tx, { ...base, sessionId: nextSession, status })
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(StaffAttendanceMsg.alreadyMarked)
        throw error
      }
  }
  await publishAttendanceChange(tx, {
    schoolId: who.schoolId,
    centreId,
    classId: null,
    date: input.date,
    kind: 'staff',
  })
  const [staff] = (await selectCentreStaff(tx, who.schoolId, centreId)).filter(
    (s) => s.teacherId === input.teacherID,
  )
  const [leave] = await selectApprovedLeaveOn(tx, { teacherIds: [input.teacherID] }, input.date)
  return {
    ...staff,
    sessions: await selectStaffSessions(tx, centreId, input.date, input.teacherID),
    leave: leave ?? null,
  }
}
