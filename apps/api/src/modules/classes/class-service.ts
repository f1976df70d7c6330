import { addDays, type ClassInput, ClassMsg, classInputSchema, singaporeToday } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { inClassesOf } from '../../platform/authz/class-scope'
import { reachCondition } from '../../platform/authz/reach'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import type { Pagination } from '../../generated/graphql'
import { toLimitOffset } from '../../platform/pagination'
import { claimUploadedFile, createUploadTarget, type StorageDeps } from '../../platform/storage/files'
import { classes } from '../../db/schema'
import { logClassChange } from './child-activity'
import {
  centreOffersLevel,
  centreStaffIds,
  countLivePlacements,
  insertClass,
  insertTeacher,
  lockClass,
  lockClassesInOrder,
  movePlacements,
  replaceClassTeachers,
  retireClass,
  searchCentreStaff,
  searchTeachers,
  selectCentreTeachers,
  selectClass,
  selectClassPage,
  updateClass,
  updateTeacher,
} from './class-queries'

/** Class lists by the catalogue: the caller's centres, and with class scope their own classes. */
export const classReach = (grant: SignedInGrant) =>
  reachCondition(grant, { centre: classes.fkCentre, classScope: (userId) => inClassesOf(classes.id, userId) })

export function listClasses(
  db: DbOrTx,
  grant: SignedInGrant,
  args: {
    classId?: number | null
    filter?: { centreID?: number | null; levelID?: number | null; search?: string | null } | null
    pagination?: Pagination | null
  },
) {
  return selectClassPage(
    db,
    grant.viewer.schoolId,
    singaporeToday(),
    {
      reach: classReach(grant),
      classId: args.classId ?? undefined,
      centreId: args.filter?.centreID,
      levelId: args.filter?.levelID,
      search: args.filter?.search?.trim() || null,
    },
    toLimitOffset(args.pagination),
  )
}

export async function loadClass(db: DbOrTx, schoolId: number, classId: number) {
  const row = await selectClass(db, schoolId, singaporeToday(), classId)
  if (!row) throw notFound('Class')
  return row
}

/** Keeps the listed teachers of the class's centre, creates the new ones; a staff sign-in is linked on request. */
async function saveTeachers(tx: DbOrTx, schoolId: number, centreId: number, input: ClassInput['teachers']) {
  const existing = await selectCentreTeachers(
    tx,
    schoolId,
    centreId,
    input.flatMap((t) => (t.ID ? [t.ID] : [])),
  )
  const staffIds = await centreStaffIds(
    tx,
    schoolId,
    centreId,
    input.flatMap((t) => (t.fkUser ? [t.fkUser] : [])),
  )
  const ids: number[] = []
  for (const teacher of input) {
    if (teacher.fkUser && !staffIds.has(teacher.fkUser))
      throw badInput(ClassMsg.teacherOtherCentre, { teachers: ClassMsg.teacherOtherCentre })
    const values = {
      firstname: teacher.firstname,
      lastname: teacher.lastname,
      email: teacher.email ?? null,
      ...(teacher.fkUser ? { fkUser: teacher.fkUser } : {}),
    }
    if (teacher.ID) {
      if (!existing.some((e) => e.id === teacher.ID))
        throw badInput(ClassMsg.teacherOtherCentre, { teachers: ClassMsg.teacherOtherCentre })
      await updateTeacher(tx, teacher.ID, values)
      ids.push(teacher.ID)
    } else ids.push(await insertTeacher(tx, { fkSchool: schoolId, fkCentre: centreId, ...values }))
  }
  if (new Set(ids).size !== ids.length)
    throw badInput(ClassMsg.teacherDuplicate, { teachers: ClassMsg.teacherDuplicate })
  return ids
}

/** Creates a class (classId undefined) or replaces one's details and teachers, in one transaction. */
export async function saveClass(
  db: Db,
  deps: StorageDeps,
  schoolId: number,
  classId: number | undefined,
  raw: unknown,
) {
  const input = parseInput(classInputSchema, raw)
  if (!(await centreOffersLevel(db, input.fkCentre, input.fkLevel)))
    throw badInput(ClassMsg.levelNotOffered, { fkLevel: ClassMsg.levelNotOffered })
  const today = singaporeToday()
  try {
    const id = await db.transaction(async (tx) => {
      let old: Awaited<ReturnType<typeof loadClass>> | null = null
      if (classId !== undefined) {
        if (!(await lockClass(tx, schoolId, classId))) throw notFound('Class')
        old = await loadClass(tx, schoolId, classId)
        const moving = old.fkLevel !== input.fkLevel || old.fkCentre !== input.fkCentre
        if (moving && (await countLivePlacements(tx, classId, today)) > 0)
          throw conflict(ClassMsg.levelChangeWithChildren, { fkLevel: ClassMsg.levelChangeWithChildren })
      }
      for (const [field, key] of [
        ['coverPhotoKey', input.coverPhotoKey],
        ['profilePhotoKey', input.profilePhotoKey],
      ] as const)
        if (key && key !== old?.[field])
          await claimUploadedFile(tx, deps, { schoolId, key, purpose: 'class_photo', field })
      const values = {
        label: input.label,
        description: input.description,
        fkCentre: input.fkCentre,
        fkLevel: input.fkLevel,
        coverPhotoKey: input.coverPhotoKey,
        profilePhotoKey: input.profilePhotoKey,
      }
      const saved = classId ?? (await insertClass(tx, { fkSchool: schoolId, ...values }))
      if (classId !== undefined) await updateClass(tx, classId, values)
      await replaceClassTeachers(
        tx,
        schoolId,
        saved,
        await saveTeachers(tx, schoolId, input.fkCentre, input.teachers),
      )
      return saved
    })
    return loadClass(db, schoolId, id)
  } catch (error) {
    if (isUniqueViolation(error, 'classes_centre_label'))
      throw conflict(ClassMsg.labelTaken, { label: ClassMsg.labelTaken })
    throw error
  }
}

/**
 * Deletes a class: refused while it has current or upcoming children, unless they move to another class of the
 * same centre and level (from today). Its past placements stay, so the class is retired, not removed.
 */
export async function deleteClass(db: Db, grant: SignedInGrant, classId: number, moveTo: number | null) {
  const schoolId = grant.viewer.schoolId
  const today = singaporeToday()
  await db.transaction(async (tx) => {
    const locked = await lockClassesInOrder(tx, schoolId, moveTo ? [classId, moveTo] : [classId])
    const klass = locked.get(classId)
    if (!klass?.active) throw notFound('Class')
    if ((await countLivePlacements(tx, classId, today)) > 0) {
      if (!moveTo) throw conflict(ClassMsg.hasChildren)
      const target = moveTo === classId ? null : locked.get(moveTo)
      // Removed while this waited for its lock (or before): say so rather than blame its level.
      if (target && !target.active) throw conflict(ClassMsg.moveTargetRemoved)
      if (!target || target.fkCentre !== klass.fkCentre || target.fkLevel !== klass.fkLevel)
        throw badInput(ClassMsg.classOfLevel, { moveToClassID: ClassMsg.classOfLevel })
      const moved = await movePlacements(tx, classId, moveTo, today, addDays(today, -1))
      await logClassChange(tx, {
        schoolId,
        userId: grant.viewer.userId,
        childIds: moved,
        action: 'class_moved',
        code: String(moveTo),
        remark: `Moved from class ${klass.label} to ${target.label} (class removed)`,
      })
    }
    await retireClass(tx, classId)
  })
  return true
}

export const classPhotoUploadTarget = (
  db: DbOrTx,
  deps: StorageDeps,
  grant: SignedInGrant,
  file: { filename: string; contentType: string },
) =>
  createUploadTarget(db, deps, {
    schoolId: grant.viewer.schoolId,
    userId: grant.viewer.userId,
    purpose: 'class_photo',
    ...file,
  })

/** Teachers of the centre and staff of the centre not yet teachers, by name, as one types. */
export async function teacherOptions(db: DbOrTx, schoolId: number, centreId: number, search: string) {
  const text = search.trim()
  if (text.length === 0 || text.length > 60) return []
  const [found, staff] = await Promise.all([
    searchTeachers(db, schoolId, centreId, text, 20),
    searchCentreStaff(db, schoolId, centreId, text, 20),
  ])
  return [
    ...found.map((t) => ({
      ID: t.id,
      firstname: t.firstname,
      lastname: t.lastname,
      email: t.email,
      fkUser: t.fkUser,
    })),
    ...staff.map((u) => ({
      ID: null,
      firstname: u.firstname,
      lastname: u.lastname,
      email: u.email,
      fkUser: u.id,
    })),
  ].slice(0, 20)
}
