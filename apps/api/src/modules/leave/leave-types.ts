import { LeaveMsg, leaveTypeInputSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { insertLeaveType, type LeaveTypeRow, updateLeaveType } from './queries'

/** Creates a leave type (no id) or changes one. A type in use is deactivated rather than removed. */
export async function saveLeaveType(
  db: DbOrTx,
  schoolId: number,
  leaveTypeId: number | null,
  raw: unknown,
): Promise<LeaveTypeRow> {
  const input = parseInput(leaveTypeInputSchema, raw)
  try {
    if (leaveTypeId === null) return await insertLeaveType(db, schoolId, input)
    const row = await updateLeaveType(db, schoolId, leaveTypeId, input)
    if (!row) throw notFound('Leave type')
    return row
  } catch (error) {
    if (isUniqueViolation(error, 'leave_types_school_code'))
      throw conflict(LeaveMsg.codeTaken, { code: LeaveMsg.codeTaken })
    throw error
  }
}
