import { aliasedTable, and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  childLevels,
  childRelations,
  children,
  leaveRequests,
  leaveTypes,
  teachers,
  users,
} from '../../db/schema'

export type LeaveTypeRow = typeof leaveTypes.$inferSelect
type LeaveTypeValues = Omit<typeof leaveTypes.$inferInsert, 'id' | 'fkSchool' | 'createdAt' | 'updatedAt'>

/** The school's leave types by code. */
export const selectLeaveTypes = (db: DbOrTx, schoolId: number, includeInactive: boolean) =>
  db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.fkSchool, schoolId), includeInactive ? undefined : eq(leaveTypes.active, true)))
    .orderBy(asc(leaveTypes.code))

export async function selectLeaveType(
  db: DbOrTx,
  schoolId: number,
  id: number,
): Promise<LeaveTypeRow | null> {
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.fkSchool, schoolId), eq(leaveTypes.id, id)))
  return row ?? null
}

export async function insertLeaveType(db: DbOrTx, schoolId: number, values: LeaveTypeValues) {
  const [row] = await db
    .insert(leaveTypes)
    .values({ ...values, fkSchool: schoolId })
    .returning()
  return row
}

export async function updateLeaveType(db: DbOrTx, schoolId: number, id: number, values: LeaveTypeValues) {
  const [row] = await db
    .update(leaveTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(leaveTypes.fkSchool, schoolId), eq(leaveTypes.id, id)))
    .returning()
  return row ?? null
}

const requester = aliasedTable(users, 'requester')
const approver = aliasedTable(users, 'approver')

/** A request with its type, who it is for and the names of its requester and approver: one statement. */
const withDetails = (db: DbOrTx) =>
  db
    .select({
      request: leaveRequests,
      leaveType: leaveTypes,
      firstname: sql<string>`coalesce(${children.firstname}, ${teachers.firstname})`,
      lastname: sql<string>`coalesce(${children.lastname}, ${teachers.lastname})`,
      requestedBy: requester.firstname,
      approver: approver.firstname,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.fkLeaveType))
    .leftJoin(children, eq(children.id, leaveRequests.fkChild))
    .leftJoin(teachers, eq(teachers.id, leaveRequests.fkTeacher))
    .leftJoin(requester, eq(requester.id, leaveRequests.fkRequestedBy))
    .leftJoin(approver, eq(approver.id, leaveRequests.fkApprover))

export type LeaveRequestRow = Awaited<ReturnType<ReturnType<typeof withDetails>['execute']>>[number]

export async function selectLeaveRequest(db: DbOrTx, schoolId: number, id: number) {
  const [row] = await withDetails(db).where(
    and(eq(leaveRequests.fkSchool, schoolId), eq(leaveRequests.id, id)),
  )
  return row ?? null
}

const live = inArray(leaveRequests.status, ['pending', 'approved'])
const overlapping = (from: string, to: string) =>
  and(lte(leaveRequests.fromDate, to), gte(leaveRequests.toDate, from))

/** A centre's pending and approved leave overlapping a range, by start (the `leave_requests_centre_dates` index). */
export const selectCentreLeave = (
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  range: { from: string; to: string },
  status: 'pending' | 'approved' | null,
) =>
  withDetails(db)
    .where(
      and(
        eq(leaveRequests.fkSchool, schoolId),
        eq(leaveRequests.fkCentre, centreId),
        live,
        status ? eq(leaveRequests.status, status) : undefined,
        overlapping(range.from, range.to),
      ),
    )
    .orderBy(asc(leaveRequests.fromDate), asc(leaveRequests.id))

/** A child's or a member of staff's requests, newest first. */
export const selectSubjectLeave = (db: DbOrTx, schoolId: number, subject: SQL) =>
  withDetails(db)
    .where(and(eq(leaveRequests.fkSchool, schoolId), subject))
    .orderBy(desc(leaveRequests.fromDate), desc(leaveRequests.id))

export const ofChild = (childId: number) => eq(leaveRequests.fkChild, childId)
export const ofTeacher = (teacherId: number) => eq(leaveRequests.fkTeacher, teacherId)

/**
 * The subject's live requests overlapping a range: whole days overlap anything; two half days of one day overlap
 * only when they are the same half.
 */
export const selectOverlappingLeave = (
  db: DbOrTx,
  subject: SQL,
  range: { from: string; to: string; halfDay: 'am' | 'pm' | null },
) =>
  db
    .select({ id: leaveRequests.id })
    .from(leaveRequests)
    .where(
      and(
        subject,
        live,
        overlapping(range.from, range.to),
        range.halfDay === null
          ? undefined
          : or(isNull(leaveRequests.halfDay), eq(leaveRequests.halfDay, range.halfDay)),
      ),
    )
    .limit(1)

/** Locks the child's (or the person's) row, so two requests at once for the same subject check overlap in turn. */
export const lockChild = (db: DbOrTx, childId: number) =>
  db.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('update')
export const lockTeacher = (db: DbOrTx, teacherId: number) =>
  db.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, teacherId)).for('update')

/** The centre of the child's seat on the first day of the range (the centre that decides its leave), or null. */
export async function selectChildCentreOn(db: DbOrTx, schoolId: number, childId: number, date: string) {
  const [row] = await db
    .select({ centreId: childLevels.fkCentre })
    .from(childLevels)
    .where(
      and(
        eq(childLevels.fkSchool, schoolId),
        eq(childLevels.fkChild, childId),
        lte(childLevels.from, date),
        or(isNull(childLevels.to), gte(childLevels.to, date)),
      ),
    )
    .orderBy(desc(childLevels.from))
    .limit(1)
  return row?.centreId ?? null
}

/** The caller's active staff record (their centre), or null for staff with none (head office). */
export async function selectOwnTeacher(db: DbOrTx, schoolId: number, userId: number) {
  const [row] = await db
    .select({ id: teachers.id, centreId: teachers.fkCentre })
    .from(teachers)
    .where(and(eq(teachers.fkSchool, schoolId), eq(teachers.fkUser, userId), eq(teachers.active, true)))
  return row ?? null
}

export async function insertLeaveRequest(db: DbOrTx, values: typeof leaveRequests.$inferInsert) {
  const [row] = await db.insert(leaveRequests).values(values).returning({ id: leaveRequests.id })
  return row.id
}

/** Moves a request from one of `from` to `to`; null when it no longer stands there (a decision got there first). */
export async function moveLeaveRequest(
  db: DbOrTx,
  id: number,
  from: readonly ('pending' | 'approved')[],
  to: { status: 'approved' | 'rejected' | 'cancelled'; fkApprover?: number; approverRemark?: string | null },
) {
  const [row] = await db
    .update(leaveRequests)
    .set({ ...to, decidedAt: to.fkApprover ? new Date() : undefined, updatedAt: new Date() })
    .where(and(eq(leaveRequests.id, id), inArray(leaveRequests.status, [...from])))
    .returning({ id: leaveRequests.id })
  return row?.id ?? null
}

/** Approved leave on one day of the given children or staff: the registers show them absent with its type. */
export const selectApprovedLeaveOn = (
  db: DbOrTx,
  who: { childIds?: number[]; teacherIds?: number[] },
  date: string,
) =>
  db
    .select({
      childId: leaveRequests.fkChild,
      teacherId: leaveRequests.fkTeacher,
      halfDay: leaveRequests.halfDay,
      code: leaveTypes.code,
      label: leaveTypes.label,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.fkLeaveType))
    .where(
      and(
        or(
          who.childIds?.length ? inArray(leaveRequests.fkChild, who.childIds) : sql`false`,
          who.teacherIds?.length ? inArray(leaveRequests.fkTeacher, who.teacherIds) : sql`false`,
        ),
        eq(leaveRequests.status, 'approved'),
        overlapping(date, date),
      ),
    )

/** The child's family members with guardian access (who hear of its leave). */
export const selectGuardians = (db: DbOrTx, childId: number) =>
  db
    .select({ userId: childRelations.fkUser })
    .from(childRelations)
    .where(and(eq(childRelations.fkChild, childId), eq(childRelations.guardianAccess, true)))

/** The teacher's user account, if they have one. */
export async function selectTeacherUser(db: DbOrTx, teacherId: number) {
  const [teacher] = await db
    .select({ userId: teachers.fkUser })
    .from(teachers)
    .where(eq(teachers.id, teacherId))
  return teacher
}
