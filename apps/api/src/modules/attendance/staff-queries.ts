import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { inClassesOf } from '../../platform/authz/class-scope'
import {
  attendanceEntries,
  centres,
  classes,
  classTeachers,
  staffAttendances,
  teachers,
} from '../../db/schema'

export type StaffSessionRow = typeof staffAttendances.$inferSelect

export interface StaffRow {
  teacherId: number
  firstname: string
  lastname: string
  classIds: number[]
}

/** The active staff of a centre (its teachers) with the centre's classes each is assigned to, by name. */
export async function selectCentreStaff(db: DbOrTx, schoolId: number, centreId: number): Promise<StaffRow[]> {
  const rows = await db
    .select({
      teacherId: teachers.id,
      firstname: teachers.firstname,
      lastname: teachers.lastname,
      classIds: sql<
        number[]
      >`coalesce(array_agg(${classTeachers.fkClass} order by ${classTeachers.fkClass}) filter (where ${classTeachers.fkClass} is not null), '{}')`,
    })
    .from(teachers)
    .leftJoin(classTeachers, eq(classTeachers.fkTeacher, teachers.id))
    .where(and(eq(teachers.fkSchool, schoolId), eq(teachers.fkCentre, centreId), eq(teachers.active, true)))
    .groupBy(teachers.id)
    .orderBy(asc(teachers.firstname), asc(teachers.lastname), asc(teachers.id))
  return rows
}

/** The sessions, absences and leave of a centre's staff on one day, by the (centre, date) index. */
export function selectStaffSessions(db: DbOrTx, centreId: number, date: string, teacherId?: number) {
  return db
    .select()
    .from(staffAttendances)
    .where(
      and(
        eq(staffAttendances.fkCentre, centreId),
        eq(staffAttendances.date, date),
        teacherId ? eq(staffAttendances.fkTeacher, teacherId) : undefined,
      ),
    )
    .orderBy(asc(staffAttendances.fkTeacher), asc(staffAttendances.sessionId))
}

/** An active teacher of the centre, or nothing. */
export async function selectTeacherAtCentre(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  teacherId: number,
) {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(
      and(
        eq(teachers.id, teacherId),
        eq(teachers.fkSchool, schoolId),
        eq(teachers.fkCentre, centreId),
        eq(teachers.active, true),
      ),
    )
  return row
}

export interface RatioRow {
  classId: number
  classLabel: string
  teacherRatio: number | null
  childrenIn: number
  staffIn: number
}

/**
 * Each active class of a centre on a day: its children checked in and not out (a check-in whose session has no
 * check-out) and its assigned staff checked in and not out. `classesOf` (a class-scope caller's user id) keeps
 * the classes that user is assigned to.
 */
export async function selectClassRatios(
  db: DbOrTx,
  args: { schoolId: number; centreId: number; date: string; classesOf?: number },
): Promise<RatioRow[]> {
  const { schoolId, centreId, date, classesOf } = args
  const classFilter = classesOf === undefined ? sql`true` : inClassesOf(classes.id, classesOf)
  const result = await db.execute<{
    class_id: number
    class_label: string
    teacher_ratio: number | null
    children_in: number
    staff_in: number
  }>(sql`
    select ${classes.id} as class_id, ${classes.label} as class_label, ${centres.teacherRatio} as teacher_ratio,
      (select count(distinct i.fk_child) from ${attendanceEntries} i
        where i.fk_centre = ${centreId} and i.date = ${date} and i.fk_class = ${classes.id} and i.active
          and i.type = 'check_in'
          and not exists (select 1 from ${attendanceEntries} o where o.fk_child = i.fk_child and o.date = i.date
            and o.session_id = i.session_id and o.type = 'check_out' and o.active))::int as children_in,
      (select count(*) from ${classTeachers} ct
        join ${staffAttendances} s on s.fk_teacher = ct.fk_teacher and s.fk_centre = ${centreId} and s.date = ${date}
          and s.check_in is not null and s.check_out is null
        where ct.fk_class = ${classes.id})::int as staff_in
    from ${classes}
    join ${centres} on ${centres.id} = ${classes.fkCentre}
    where ${classes.fkSchool} = ${schoolId} and ${classes.fkCentre} = ${centreId} and ${classes.active}
      and ${classFilter}
    order by ${classes.label}, ${classes.id}`)
  return result.rows.map((r) => ({
    classId: r.class_id,
    classLabel: r.class_label,
    teacherRatio: r.teacher_ratio,
    childrenIn: r.children_in,
    staffIn: r.staff_in,
  }))
}

type NewStaffSession = Omit<typeof staffAttendances.$inferInsert, 'id'>

/**
 * Records a session or a mark in a savepoint, so that a unique violation (two tablets at once) leaves the caller's
 * transaction usable for its refusal.
 */
export async function insertStaffSession(tx: DbOrTx, values: NewStaffSession): Promise<void> {
  await tx.transaction((sp) => sp.insert(staffAttendances).values(values))
}

/** Closes a session if it is still open; false when another tap closed it first. */
export async function closeStaffSession(
  tx: DbOrTx,
  sessionId: number,
  values: { checkOut: Date; remarks: string | null },
): Promise<boolean> {
  const closed = await tx
    .update(staffAttendances)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(staffAttendances.id, sessionId), isNull(staffAttendances.checkOut)))
    .returning({ id: staffAttendances.id })
  return closed.length > 0
}

/** Changes the mark (absent or leave) of a day with no check-in. */
export async function updateStaffMark(
  tx: DbOrTx,
  markId: number,
  values: { status: StaffSessionRow['status']; remarks: string | null | undefined; recordedBy: number },
): Promise<void> {
  await tx
    .update(staffAttendances)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staffAttendances.id, markId))
}
