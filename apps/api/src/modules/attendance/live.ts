import type { DbOrTx } from '../../db/client'
import { publishLive } from '../../platform/live/live-events'

/** The channel of the registers' changes: one for the whole database, each event naming its school and centre. */
export const ATTENDANCE_CHANNEL = 'attendance_changed'

/** What changed, without who or what: a live screen refetches what its caller may see. */
export interface AttendanceLiveEvent {
  schoolId: number
  centreId: number
  /** The class of a child's mark; null for the staff register. */
  classId: number | null
  date: string
  kind: 'children' | 'staff'
}

/** Tells every instance of the change at commit (inside the change's transaction: never for a rolled-back one). */
export const publishAttendanceChange = (tx: DbOrTx, event: AttendanceLiveEvent) =>
  publishLive(tx, ATTENDANCE_CHANNEL, event)
