import { childClasses, childLevels, classes, classTeachers, teachers } from '../../db/schema'
import type { TestSchool } from './school'

/** A class of a centre and level; with `teacherUserId` its teacher is linked to that staff sign-in. */
export async function buildClass(
  school: TestSchool,
  opts: { centreId: number; levelId: number; label?: string; teacherUserId?: number; teachers?: number },
) {
  const [klass] = await school.db
    .insert(classes)
    .values({
      fkSchool: school.id,
      fkCentre: opts.centreId,
      fkLevel: opts.levelId,
      label: opts.label ?? `Class ${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning()
  const count = Math.max(opts.teachers ?? 0, opts.teacherUserId ? 1 : 0)
  for (let i = 0; i < count; i += 1) {
    const [teacher] = await school.db
      .insert(teachers)
      .values({
        fkSchool: school.id,
        fkCentre: opts.centreId,
        firstname: `Teacher${i}`,
        lastname: klass.label,
        fkUser: i === 0 ? (opts.teacherUserId ?? null) : null,
      })
      .returning()
    await school.db
      .insert(classTeachers)
      .values({ fkSchool: school.id, fkClass: klass.id, fkTeacher: teacher.id })
  }
  return klass
}

/** Enrols a child: an open seat at a centre and level from a date, and a place in a class when given. */
export async function enrolChild(
  school: TestSchool,
  opts: { childId: number; centreId: number; levelId: number; from: string; classId?: number },
) {
  await school.db.insert(childLevels).values({
    fkSchool: school.id,
    fkChild: opts.childId,
    fkCentre: opts.centreId,
    fkLevel: opts.levelId,
    from: opts.from,
  })
  if (opts.classId)
    await school.db.insert(childClasses).values({
      fkSchool: school.id,
      fkChild: opts.childId,
      fkClass: opts.classId,
      fkLevel: opts.levelId,
      from: opts.from,
    })
}
