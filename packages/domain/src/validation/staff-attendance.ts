import { z } from 'zod'
import { V } from './messages'
import { planningDateSchema } from './date-bounds'

/**
 * What a staff attendance record says of a day: present (with check-in and check-out sessions), absent or on leave.
 * The register marks a member of staff with one of these taps.
 */
export const STAFF_ATTENDANCE_STATUSES = ['present', 'absent', 'leave'] as const
export type StaffAttendanceStatus = (typeof STAFF_ATTENDANCE_STATUSES)[number]
export const STAFF_ATTENDANCE_TYPES = ['check_in', 'check_out', 'absent', 'leave'] as const
export type StaffAttendanceType = (typeof STAFF_ATTENDANCE_TYPES)[number]

export const StaffAttendanceMsg = {
  notAtCentre: 'This member of staff does not work at this centre',
  alreadyCheckedIn: 'This member of staff is already checked in',
  notCheckedIn: 'This member of staff is not checked in',
  checkOutBeforeCheckIn: 'Check-out must be after check-in',
  presentOnDay: 'This member of staff has checked in on that day',
  alreadyMarked: 'This member of staff is already marked absent or on leave on that day',
  futureTime: 'Time cannot be in the future',
  remarkRequired: 'Enter a remark for a past day',
  timeFormat: 'Enter the time as HH:mm',
} as const

/** One tap of the staff register: check in, check out, absent or on leave, at a Singapore date and time. */
export const staffAttendanceInputSchema = z.object({
  teacherID: z.number({ error: V.required }).int().positive(),
  date: planningDateSchema(),
  type: z.enum(STAFF_ATTENDANCE_TYPES),
  time: z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, StaffAttendanceMsg.timeFormat),
  remarks: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
})
export type StaffAttendanceInput = z.output<typeof staffAttendanceInputSchema>
