import { attendanceRangeSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parseInput } from '../../platform/errors/domain-error'
import { ofChild, ofTeacher, selectCentreLeave, selectOwnTeacher, selectSubjectLeave } from './queries'

/** A centre's pending and approved leave over at most 62 days (the calendar's leave tab). */
export function centreLeave(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  from: string,
  to: string,
  status: 'pending' | 'approved' | null,
) {
  const range = parseInput(attendanceRangeSchema, { from, to })
  return selectCentreLeave(db, schoolId, centreId, range, status)
}

export const childLeave = (db: DbOrTx, schoolId: number, childId: number) =>
  selectSubjectLeave(db, schoolId, ofChild(childId))

/** The caller's own requests as staff; none for staff without a centre record. */
export async function ownLeave(db: DbOrTx, schoolId: number, userId: number) {
  const teacher = await selectOwnTeacher(db, schoolId, userId)
  return teacher ? selectSubjectLeave(db, schoolId, ofTeacher(teacher.id)) : []
}
