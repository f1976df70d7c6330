import {
  type LeaveRequestInput,
  LeaveMsg,
  leaveDecisionRemarkSchema,
  leaveRejectRemarkSchema,
  leaveRequestInputSchema,
  singaporeToday,
  ErrorCode,
} from '@preschool/domain'
import type { SQL } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
import { badInput, conflict, notFound, parseInput, refusal } from '../../platform/errors/domain-error'
import { tellOfDecision } from './decision-notices'
import {
  insertLeaveRequest,
  type LeaveRequestRow,
  lockChild,
  lockTeacher,
  moveLeaveRequest,
  ofChild,
  ofTeacher,
  selectChildCentreOn,
  selectLeaveRequest,
  selectLeaveType,
  selectOverlappingLeave,
  selectOwnTeacher,
} from './queries'

export interface Requester {
  schoolId: number
  userId: number
}

/** A decider: a requester whose decision is told by bell and email, which link to the school's address. */
export interface Decider extends Requester {
  publicUrl: string
}

/** The request's type, if it is offered to this kind of requester and in this shape (a half day). */
async function usableType(tx: Tx, schoolId: number, input: LeaveRequestInput, forWhom: 'child' | 'staff') {
  const type = await selectLeaveType(tx, schoolId, input.leaveTypeID)
  if (!type) throw notFound('Leave type')
  if (!type.active) throw refusal(ErrorCode.BadUserInput, 'leave.typeInactive', 'leaveTypeID')
  if (forWhom === 'child' && !type.applicableToChild)
    throw refusal(ErrorCode.BadUserInput, 'leave.typeNotForChild', 'leaveTypeID')
  if (forWhom === 'staff' && !type.applicableToStaff)
    throw badInput(LeaveMsg.typeNotForStaff, { leaveTypeID: LeaveMsg.typeNotForStaff })
  if (input.halfDay !== null && !type.halfDayApplicable)
    throw refusal(ErrorCode.BadUserInput, 'leave.halfDayNotAllowed', 'halfDay')
  return type
}

/**
 * Records a request once the subject's row is locked (two requests at once for one child check the overlap in
 * turn): pending when its type needs approval, approved at once otherwise.
 */
async function record(
  tx: Tx,
  who: Requester,
  subject: { fkChild: number } | { fkTeacher: number },
  subjectIs: SQL,
  centreId: number,
  input: LeaveRequestInput,
  forWhom: 'child' | 'staff',
): Promise<LeaveRequestRow> {
  const type = await usableType(tx, who.schoolId, input, forWhom)
  if ((await selectOverlappingLeave(tx, subjectIs, input)).length > 0)
    throw refusal(ErrorCode.Conflict, 'leave.overlaps', 'from')
  const id = await insertLeaveRequest(tx, {
    fkSchool: who.schoolId,
    fkCentre: centreId,
    ...subject,
    fkLeaveType: type.id,
    fromDate: input.from,
    toDate: input.to,
    halfDay: input.halfDay,
    status: type.approveRequired ? 'pending' : 'approved',
    approveRequired: type.approveRequired,
    remark: input.remark,
    fkRequestedBy: who.userId,
  })
  return (await selectLeaveRequest(tx, who.schoolId, id))!
}

/** `requestChildLeave`: decided by the centre of the child's seat on the first day. */
export async function requestChildLeave(db: DbOrTx, who: Requester, childId: number, raw: unknown) {
  const input = parseInput(leaveRequestInputSchema, raw)
  return db.transaction(async (tx) => {
    const centreId = await selectChildCentreOn(tx, who.schoolId, childId, input.from)
    if (centreId === null) throw refusal(ErrorCode.BadUserInput, 'leave.notEnrolled', 'from')
    await lockChild(tx, childId)
    return record(tx, who, { fkChild: childId }, ofChild(childId), centreId, input, 'child')
  })
}

/** `requestStaffLeave`: the caller's own, decided by the centre they work at. */
export async function requestStaffLeave(db: DbOrTx, who: Requester, raw: unknown) {
  const input = parseInput(leaveRequestInputSchema, raw)
  return db.transaction(async (tx) => {
    const teacher = await selectOwnTeacher(tx, who.schoolId, who.userId)
    if (!teacher) throw badInput(LeaveMsg.notStaffOfCentre)
    await lockTeacher(tx, teacher.id)
    return record(tx, who, { fkTeacher: teacher.id }, ofTeacher(teacher.id), teacher.centreId, input, 'staff')
  })
}

/**
 * Approving or rejecting: only a pending request moves (`update ... where status = 'pending'`), so of two
 * approvers at once one decides and the other is told it is decided. The guard has refused the request's maker.
 * The family (or the member of staff) is told in the same transaction, so a refused decision tells nobody.
 */
export async function decideLeave(
  db: DbOrTx,
  who: Decider,
  id: number,
  decision: 'approved' | 'rejected',
  rawRemark: string | null | undefined,
) {
  const remark =
    decision === 'approved'
      ? parseInput(leaveDecisionRemarkSchema, rawRemark)
      : parseInput(leaveRejectRemarkSchema, rawRemark ?? '')
  return db.transaction(async (tx) => {
    const moved = await moveLeaveRequest(tx, id, ['pending'], {
      status: decision,
      fkApprover: who.userId,
      approverRemark: remark,
    })
    if (moved === null) throw conflict(LeaveMsg.notPending)
    const decided = (await selectLeaveRequest(tx, who.schoolId, id))!
    await tellOfDecision(tx, who.schoolId, decided, decision, who.publicUrl)
    return decided
  })
}

/** Withdraws the request in `tx` once `mayCancel` accepts it: pending or approved, before its first day (Singapore). */
async function withdraw(tx: Tx, who: Requester, id: number, mayCancel: (r: LeaveRequestRow) => boolean) {
  const current = await selectLeaveRequest(tx, who.schoolId, id)
  if (!current || !mayCancel(current)) throw notFound('Leave request')
  if (current.request.fromDate <= singaporeToday()) throw refusal(ErrorCode.Conflict, 'leave.alreadyStarted')
  if ((await moveLeaveRequest(tx, id, ['pending', 'approved'], { status: 'cancelled' })) === null)
    throw refusal(ErrorCode.Conflict, 'leave.notCancellable')
  return (await selectLeaveRequest(tx, who.schoolId, id))!
}

/** `cancelLeaveRequest`: the guard has checked the caller reaches the request (its family or its centre's staff). */
export const cancelLeave = (db: DbOrTx, who: Requester, id: number) =>
  db.transaction((tx) => withdraw(tx, who, id, () => true))

/** `cancelMyLeaveRequest`: a member of staff withdraws their own request; anyone else's is not found. */
export const cancelOwnLeave = (db: DbOrTx, who: Requester, id: number) =>
  db.transaction(async (tx) => {
    const teacher = await selectOwnTeacher(tx, who.schoolId, who.userId)
    return withdraw(tx, who, id, (r) => teacher !== null && r.request.fkTeacher === teacher.id)
  })
