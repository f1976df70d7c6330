import type { StaffAttendance } from '../../../generated/graphql'
import { type StaffDay, staffDaySummary } from '../staff-attendance'
import { toDayLeave } from './attendance-mapper'

/** A member of staff's day as the SDL's StaffAttendance. */
export function toStaffAttendance(day: StaffDay): StaffAttendance {
  const summary = staffDaySummary(day)
  return {
    teacherID: day.teacherId,
    firstname: day.firstname,
    lastname: day.lastname,
    classIDs: day.classIds,
    ...summary,
    checkIn: summary.checkIn?.toISOString() ?? null,
    checkOut: summary.checkOut?.toISOString() ?? null,
    leave: day.leave && toDayLeave(day.leave),
    sessions: day.sessions
      .filter((s) => s.checkIn)
      .map((s) => ({
        sessionID: s.sessionId,
        checkIn: s.checkIn!.toISOString(),
        checkOut: s.checkOut?.toISOString() ?? null,
        remarks: s.remarks,
      })),
  }
}
