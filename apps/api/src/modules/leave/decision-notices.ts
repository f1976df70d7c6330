import { formatDate } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childRelations, teachers } from '../../db/schema'
import { tellParent, tellStaffMember } from '../notifications'
import type { LeaveRequestRow } from './queries'

/** Where a member of staff sees their own leave: the bell and the email open the request there. */
export const MY_LEAVE_PAGE = '/myleave'

/** The page that shows one request: the child's Leave tab for a child, the staff member's own leave otherwise. */
export const leaveRecordPath = (r: LeaveRequestRow['request']) =>
  r.fkChild !== null ? `/details/child/${r.fkChild}/leave?leave=${r.id}` : `${MY_LEAVE_PAGE}?leave=${r.id}`

const WORD = { approved: 'approved', rejected: 'rejected' } as const

/** The notice's words: about a named child, or (no name) about the reader's own leave. */
function describe(row: LeaveRequestRow, decision: 'approved' | 'rejected', child: string | null) {
  const r = row.request
  const days =
    r.fromDate === r.toDate ? formatDate(r.fromDate) : `${formatDate(r.fromDate)} to ${formatDate(r.toDate)}`
  const half = r.halfDay ? ` (${r.halfDay === 'am' ? 'morning' : 'afternoon'})` : ''
  const reason = r.approverRemark ? ` Remark: ${r.approverRemark}` : ''
  return {
    title: child ? `Leave ${WORD[decision]}: ${child}` : `Your leave was ${WORD[decision]}`,
    body: `${row.leaveType.label}${child ? ` for ${child}` : ''} on ${days}${half} was ${WORD[decision]}.${reason}`,
  }
}

/**
 * Tells who asked about a decision on a leave request, by bell and email, in the decision's transaction: a child's
 * parents (those with the child's access), or the member of staff whose own leave it is.
 */
export async function tellOfDecision(
  tx: DbOrTx,
  schoolId: number,
  row: LeaveRequestRow,
  decision: 'approved' | 'rejected',
  publicUrl: string,
): Promise<void> {
  const r = row.request
  const navigate = leaveRecordPath(r)
  if (r.fkChild !== null) {
    const text = describe(row, decision, `${row.firstname} ${row.lastname}`)
    const parents = await tx
      .select({ userId: childRelations.fkUser })
      .from(childRelations)
      .where(and(eq(childRelations.fkChild, r.fkChild), eq(childRelations.guardianAccess, true)))
    for (const parent of parents)
      await tellParent(
        tx,
        { schoolId, userId: parent.userId, ...text, navigate, actionLabel: 'See the leave request' },
        publicUrl,
      )
    return
  }
  const [teacher] = await tx
    .select({ userId: teachers.fkUser })
    .from(teachers)
    .where(eq(teachers.id, r.fkTeacher!))
  if (teacher?.userId == null) return
  await tellStaffMember(
    tx,
    {
      schoolId,
      userId: teacher.userId,
      ...describe(row, decision, null),
      navigate,
      actionLabel: 'See your leave',
    },
    publicUrl,
  )
}
