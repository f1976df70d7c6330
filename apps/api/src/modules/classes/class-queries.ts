import { and, asc, count, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  accessControls,
  centreLevels,
  centres,
  childClasses,
  children,
  classes,
  classTeachers,
  levels,
  staff,
  teachers,
  users,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

export type ClassRow = Awaited<ReturnType<typeof selectClassRows>>[number]
export type TeacherRow = typeof teachers.$inferSelect

/** A placement that has not ended by `today` (current or upcoming). */
export const livePlacement = (today: string) =>
  or(isNull(childClasses.to), sql`${childClasses.to} >= ${today}`)!

const classColumns = (today: string) => ({
  id: classes.id,
  fkSchool: classes.fkSchool,
  fkCentre: classes.fkCentre,
  fkLevel: classes.fkLevel,
  label: classes.label,
  description: classes.description,
  coverPhotoKey: classes.coverPhotoKey,
  profilePhotoKey: classes.profilePhotoKey,
  centreLabel: centres.label,
  levelLabel: levels.label,
  teacherRatio: centres.teacherRatio,
  teacherCount: sql<number>`(select count(*)::int from ${classTeachers} where ${classTeachers.fkClass} = ${classes.id})`,
  currentCount: sql<number>`(select count(*)::int from ${childClasses} where ${childClasses.fkClass} = ${classes.id}
    and ${childClasses.from} <= ${today} and (${childClasses.to} is null or ${childClasses.to} >= ${today}))`,
  upcomingCount: sql<number>`(select count(*)::int from ${childClasses} where ${childClasses.fkClass} = ${classes.id}
    and ${childClasses.from} > ${today})`,
})

export interface ClassListFilter {
  reach: SQL
  classId?: number
  centreId?: number | null
  levelId?: number | null
  search?: string | null
}

function classCondition(schoolId: number, f: ClassListFilter) {
  return and(
    eq(classes.fkSchool, schoolId),
    eq(classes.active, true),
    f.reach,
    f.classId ? eq(classes.id, f.classId) : undefined,
    f.centreId ? eq(classes.fkCentre, f.centreId) : undefined,
    f.levelId ? eq(classes.fkLevel, f.levelId) : undefined,
    f.search ? ilike(classes.label, `%${f.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  )
}

function selectClassRows(
  db: DbOrTx,
  schoolId: number,
  today: string,
  f: ClassListFilter,
  page?: LimitOffset,
) {
  const query = db
    .select(classColumns(today))
    .from(classes)
    .innerJoin(centres, eq(centres.id, classes.fkCentre))
    .innerJoin(levels, eq(levels.id, classes.fkLevel))
    .where(classCondition(schoolId, f))
    .orderBy(asc(centres.label), asc(classes.label), asc(classes.id))
  return page ? query.limit(page.limit).offset(page.offset) : query
}

export async function selectClassPage(
  db: DbOrTx,
  schoolId: number,
  today: string,
  f: ClassListFilter,
  page: LimitOffset,
) {
  const [rows, [total]] = await Promise.all([
    selectClassRows(db, schoolId, today, f, page),
    db.select({ n: count() }).from(classes).where(classCondition(schoolId, f)),
  ])
  return { totalCount: total.n, rows }
}

export async function selectClass(db: DbOrTx, schoolId: number, today: string, classId: number) {
  const [row] = await selectClassRows(db, schoolId, today, { reach: sql`true`, classId })
  return row ?? null
}

/** Locks the class row: assignments and deletes of one class queue behind each other. */
export async function lockClass(db: DbOrTx, schoolId: number, classId: number) {
  const row = await lockClassRow(db, schoolId, classId)
  return row?.active ? row : null
}

/**
 * Locks classes one by one in id order, so two changes naming the same classes (a delete moving A's children to B
 * while another moves B's to A) queue instead of deadlocking. Retired classes are returned too, to say so.
 */
export async function lockClassesInOrder(db: DbOrTx, schoolId: number, classIds: number[]) {
  const locked = new Map<number, Awaited<ReturnType<typeof lockClassRow>>>()
  for (const id of [...new Set(classIds)].sort((x, y) => x - y))
    locked.set(id, await lockClassRow(db, schoolId, id))
  return locked
}

async function lockClassRow(db: DbOrTx, schoolId: number, classId: number) {
  const [row] = await db
    .select({
      id: classes.id,
      label: classes.label,
      fkCentre: classes.fkCentre,
      fkLevel: classes.fkLevel,
      active: classes.active,
    })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.fkSchool, schoolId)))
    .for('update')
  return row
}

export async function insertClass(db: DbOrTx, values: typeof classes.$inferInsert) {
  const [row] = await db.insert(classes).values(values).returning({ id: classes.id })
  return row.id
}

export async function updateClass(db: DbOrTx, classId: number, values: Partial<typeof classes.$inferInsert>) {
  await db.update(classes).set(values).where(eq(classes.id, classId))
}

/** A deleted class keeps its past placements (history), so it is retired rather than removed. */
export async function retireClass(db: DbOrTx, classId: number) {
  await db.delete(classTeachers).where(eq(classTeachers.fkClass, classId))
  await db
    .update(classes)
    .set({ active: false, label: sql`${classes.label} || ' (deleted ' || ${classes.id} || ')'` })
    .where(eq(classes.id, classId))
}

export async function centreOffersLevel(db: DbOrTx, centreId: number, levelId: number) {
  const [row] = await db
    .select({ id: centreLevels.id })
    .from(centreLevels)
    .where(and(eq(centreLevels.fkCentre, centreId), eq(centreLevels.fkLevel, levelId)))
    .limit(1)
  return Boolean(row)
}

export async function countLivePlacements(db: DbOrTx, classId: number, today: string) {
  const [row] = await db
    .select({ n: count() })
    .from(childClasses)
    .where(and(eq(childClasses.fkClass, classId), livePlacement(today)))
  return row.n
}

/** Moves a class's live placements to another class of the same level: current ones end yesterday. */
export async function movePlacements(
  db: DbOrTx,
  fromClass: number,
  toClass: number,
  today: string,
  yesterday: string,
) {
  const live = await db
    .select()
    .from(childClasses)
    .where(and(eq(childClasses.fkClass, fromClass), livePlacement(today)))
  for (const p of live) {
    const current = p.from <= today
    if (current) await db.update(childClasses).set({ to: yesterday }).where(eq(childClasses.id, p.id))
    else await db.delete(childClasses).where(eq(childClasses.id, p.id))
    await db.insert(childClasses).values({
      fkSchool: p.fkSchool,
      fkChild: p.fkChild,
      fkClass: toClass,
      fkLevel: p.fkLevel,
      fkProgram: p.fkProgram,
      from: current ? today : p.from,
      to: p.to,
    })
  }
  return live.map((p) => p.fkChild)
}

// Teachers

export async function selectTeachersOfClasses(db: DbOrTx, classIds: number[]) {
  if (classIds.length === 0) return []
  return db
    .select({ classId: classTeachers.fkClass, teacher: teachers })
    .from(classTeachers)
    .innerJoin(teachers, eq(teachers.id, classTeachers.fkTeacher))
    .where(inArray(classTeachers.fkClass, classIds))
    .orderBy(asc(teachers.firstname), asc(teachers.lastname), asc(teachers.id))
}

export async function selectCentreTeachers(db: DbOrTx, schoolId: number, centreId: number, ids: number[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(teachers)
    .where(and(eq(teachers.fkSchool, schoolId), eq(teachers.fkCentre, centreId), inArray(teachers.id, ids)))
}

const likeName = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

/** Teacher records of a centre whose name contains the text, by name. */
export function searchTeachers(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  search: string,
  limit: number,
) {
  return db
    .select()
    .from(teachers)
    .where(
      and(
        eq(teachers.fkSchool, schoolId),
        eq(teachers.fkCentre, centreId),
        eq(teachers.active, true),
        sql`lower(${teachers.firstname} || ' ' || ${teachers.lastname}) like ${likeName(search)}`,
      ),
    )
    .orderBy(asc(teachers.firstname), asc(teachers.lastname))
    .limit(limit)
}

/** Staff sign-ins of a centre, not yet teacher records, whose name contains the text. */
export function searchCentreStaff(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
  search: string,
  limit: number,
) {
  return db
    .selectDistinct({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(users)
    .innerJoin(staff, eq(staff.fkUser, users.id))
    .innerJoin(accessControls, eq(accessControls.fkUser, users.id))
    .where(
      and(
        eq(users.fkSchool, schoolId),
        eq(users.active, true),
        eq(accessControls.fkCentre, centreId),
        sql`lower(${users.firstname} || ' ' || ${users.lastname}) like ${likeName(search)}`,
        sql`not exists (select 1 from ${teachers} where ${teachers.fkUser} = ${users.id})`,
      ),
    )
    .orderBy(asc(users.firstname), asc(users.lastname))
    .limit(limit)
}

/** Staff of the centre among the given users (a teacher may only be linked to staff of the class's centre). */
export async function centreStaffIds(db: DbOrTx, schoolId: number, centreId: number, userIds: number[]) {
  if (userIds.length === 0) return new Set<number>()
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(staff, eq(staff.fkUser, users.id))
    .leftJoin(accessControls, and(eq(accessControls.fkUser, users.id), eq(accessControls.fkCentre, centreId)))
    .where(
      and(
        eq(users.fkSchool, schoolId),
        inArray(users.id, userIds),
        or(eq(users.isHQStaff, true), sql`${accessControls.id} is not null`),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

export async function insertTeacher(db: DbOrTx, values: typeof teachers.$inferInsert) {
  const [row] = await db.insert(teachers).values(values).returning({ id: teachers.id })
  return row.id
}

export async function updateTeacher(
  db: DbOrTx,
  teacherId: number,
  values: Partial<typeof teachers.$inferInsert>,
) {
  await db.update(teachers).set(values).where(eq(teachers.id, teacherId))
}

export async function replaceClassTeachers(
  db: DbOrTx,
  schoolId: number,
  classId: number,
  teacherIds: number[],
) {
  await db
    .delete(classTeachers)
    .where(
      and(
        eq(classTeachers.fkClass, classId),
        teacherIds.length ? notInArray(classTeachers.fkTeacher, teacherIds) : undefined,
      ),
    )
  if (teacherIds.length)
    await db
      .insert(classTeachers)
      .values(teacherIds.map((fkTeacher) => ({ fkSchool: schoolId, fkClass: classId, fkTeacher })))
      .onConflictDoNothing()
}

/** Current and upcoming children of classes (a class's detail), by name. */
export function selectChildrenOfClasses(db: DbOrTx, classIds: number[], today: string) {
  if (classIds.length === 0) return Promise.resolve([])
  return db
    .select({
      classId: childClasses.fkClass,
      id: children.id,
      firstname: children.firstname,
      lastname: children.lastname,
      dateOfBirth: children.dateOfBirth,
      from: childClasses.from,
      to: childClasses.to,
    })
    .from(childClasses)
    .innerJoin(children, eq(children.id, childClasses.fkChild))
    .where(and(inArray(childClasses.fkClass, classIds), livePlacement(today)))
    .orderBy(asc(children.firstname), asc(children.lastname), asc(children.id))
}
