import { formatDate } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { type LocalWords, tellParent, tellStaffMember } from '../notifications'
import { leaveText } from './notice-texts'
import { type LeaveRequestRow, selectGuardians, selectTeacherUser } from './queries'

/** Where a member of staff sees their own leave: the bell and the email open the request there. */
export const MY_LEAVE_PAGE = '/myleave'

/** The page that shows one request: the child's Leave tab for a child, the staff member's own leave otherwise. */
export const leaveRecordPath = (r: LeaveRequestRow['request']) =>
  r.fkChild !== null ? `/details/child/${r.fkChild}/leave?leave=${r.id}` : `${MY_LEAVE_PAGE}?leave=${r.id}`

const WORD = { approved: 'approved', rejected: 'rejected' } as const

/** The notice's words to a member of staff about their own leave (staff read English). */
function describeToStaff(row: LeaveRequestRow, decision: 'approved' | 'rejected') {
  const r = row.request
  const days =
    r.fromDate === r.toDate ? formatDate(r.fromDate) : `${formatDate(r.fromDate)} to ${formatDate(r.toDate)}`
  const half = r.halfDay ? ` (${r.halfDay === 'am' ? 'morning' : 'afternoon'})` : ''
  const reason = r.approverRemark ? ` Remark: ${r.approverRemark}` : ''
  return {
    title: `Your leave was ${WORD[decision]}`,
    body: `${row.leaveType.label} on ${days}${half} was ${WORD[decision]}.${reason}`,
  }
}

/** The notice to a child's parents, in each parent's language. */
function describeToParent(
  row: LeaveRequestRow,
  decision: 'approved' | 'rejected',
  child: string,
): LocalWords {
  const r = row.request
  return {
    inLanguage: (language) => {
      const range =
        r.fromDate === r.toDate
          ? formatDate(r.fromDate)
          : leaveText(language, 'range', { from: formatDate(r.fromDate), to: formatDate(r.toDate) })
      const days = r.halfDay ? leaveText(language, r.halfDay === 'am' ? 'am' : 'pm', { days: range }) : range
      const text = leaveText(language, decision, { type: row.leaveType.label, child, days })
      return {
        title: leaveText(language, `${decision}Title`, { child }),
        body: r.approverRemark ? leaveText(language, 'withRemark', { text, remark: r.approverRemark }) : text,
        actionLabel: leaveText(language, 'seeLeave'),
      }
    },
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
    const text = describeToParent(row, decision, `${row.firstname} ${row.lastname}`)
    const parents = await selectGuardians(tx, r.fkChild)
    for (const parent of parents)
      await tellParent(tx, { schoolId, userId: parent.userId, ...text, navigate }, publicUrl)
    return
  }
  const teacher = await selectTeacherUser(tx, r.fkTeacher!)
  if (teacher?.userId == null) return
  await tellStaffMember(
    tx,
    {
      schoolId,
      userId: teacher.userId,
      ...describeToStaff(row, decision),
      navigate,
      actionLabel: 'See your leave',
    },
    publicUrl,
  )
}
