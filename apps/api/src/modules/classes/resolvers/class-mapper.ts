import { classCapacity, overTeacherRatio } from '@preschool/domain'
import type { ClassInfo, ClassInfoResolvers, ClassTeacher } from '../../../generated/graphql'
import { groupBy, requestBatch } from '../../../platform/request-batch'
import { signedFileUrl, type StorageDeps } from '../../../platform/storage/files'
import { singaporeToday } from '@preschool/domain'
import {
  type ClassRow,
  selectChildrenOfClasses,
  selectTeachersOfClasses,
  type TeacherRow,
} from '../class-queries'

export type ClassInfoSource = Omit<ClassInfo, 'teachers' | 'children'>

export const toTeacher = (t: TeacherRow): ClassTeacher => ({
  ID: t.id,
  firstname: t.firstname,
  lastname: t.lastname,
  email: t.email,
  fkUser: t.fkUser,
})

/** The GraphQL class; photo links are signed for whoever was allowed to see the class. */
export async function toClassInfo(row: ClassRow, deps: StorageDeps): Promise<ClassInfoSource> {
  const capacity = classCapacity(row.teacherRatio, row.teacherCount)
  return {
    ID: row.id,
    fkSchool: row.fkSchool,
    label: row.label,
    description: row.description,
    coverPhotoKey: row.coverPhotoKey,
    coverPhotoURL: row.coverPhotoKey ? await signedFileUrl(deps, row.coverPhotoKey) : null,
    profilePhotoKey: row.profilePhotoKey,
    profilePhotoURL: row.profilePhotoKey ? await signedFileUrl(deps, row.profilePhotoKey) : null,
    level: { ID: row.fkLevel, label: row.levelLabel },
    centre: { ID: row.fkCentre, label: row.centreLabel },
    currentChildrenCount: row.currentCount,
    upcomingChildrenCount: row.upcomingCount,
    capacity,
    overCapacity: overTeacherRatio(row.teacherRatio, row.teacherCount, row.currentCount + row.upcomingCount),
  }
}

// One statement per field for a whole list of classes (also used by a child's placements).
export const teachersOf = requestBatch(async (ctx, ids: number[]) => {
  const rows = await selectTeachersOfClasses(ctx.db, ids)
  const grouped = groupBy(rows, (r) => r.classId)
  return new Map([...grouped].map(([id, list]) => [id, list.map((r) => toTeacher(r.teacher))]))
}, [] as ClassTeacher[])
const childrenOf = requestBatch(
  async (ctx, ids: number[]) =>
    groupBy(await selectChildrenOfClasses(ctx.db, ids, singaporeToday()), (r) => r.classId),
  [],
)

export const ClassInfoFields: Pick<ClassInfoResolvers, 'teachers' | 'children'> = {
  teachers: (klass, _args, ctx) => teachersOf(ctx, klass.ID),
  children: async (klass, _args, ctx) => {
    const today = singaporeToday()
    return (await childrenOf(ctx, klass.ID)).map((c) => ({
      ID: c.id,
      firstname: c.firstname,
      lastname: c.lastname,
      dateOfBirth: c.dateOfBirth,
      from: c.from,
      to: c.to,
      upcoming: c.from > today,
    }))
  },
}
