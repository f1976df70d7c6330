import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  childClasses,
  childLevels,
  childRelations,
  children,
  classes,
  classTeachers,
  levels,
  parents,
  teachers,
  users,
} from '../../schema'
import { demoChild, demoParent } from '../content/accounts'
import { demoClassCentre, demoClasses, demoEnrolled } from '../content/classes'
import { demoLevels, type LevelKey } from '../content/levels'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'

const monthsBefore = (today: Date, months: number, day = 1) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, day)).toISOString().slice(0, 10)

/**
 * Classes with their teachers at the demo centre, enrolled families (a seat and, for most, a class), and the demo
 * parent's child in the Nursery 1 class: every class, children and promotion screen shows something.
 */
export async function insertDemoClasses(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  today: Date,
) {
  const centre = lookup(seededCentres, demoClassCentre, 'centre')
  const levelRows = await tx.select().from(levels).where(eq(levels.fkSchool, centre.fkSchool))
  const levelByKey = new Map(
    demoLevels.map((l) => [l.key, lookup(new Map(levelRows.map((r) => [r.label, r])), l.label, 'level')]),
  )
  const classByLevel = new Map<number, number>()
  for (const demo of demoClasses) {
    const level = lookup(levelByKey, demo.level, 'level')
    const [klass] = await tx
      .insert(classes)
      .values({ fkSchool: centre.fkSchool, fkCentre: centre.id, fkLevel: level.id, label: demo.label })
      .returning({ id: classes.id })
    classByLevel.set(level.id, klass.id)
    const [staffUser] = demo.linkStaff
      ? await tx.select({ id: users.id }).from(users).where(eq(users.email, demo.linkStaff))
      : []
    for (const [i, [firstname, lastname]] of demo.teachers.entries()) {
      const [teacher] = await tx
        .insert(teachers)
        .values({
          fkSchool: centre.fkSchool,
          fkCentre: centre.id,
          firstname,
          lastname,
          fkUser: i === 0 ? (staffUser?.id ?? null) : null,
        })
        .returning({ id: teachers.id })
      await tx
        .insert(classTeachers)
        .values({ fkSchool: centre.fkSchool, fkClass: klass.id, fkTeacher: teacher.id })
    }
  }
  const seatFrom = monthsBefore(today, 3)
  const enrol = async (childId: number, key: LevelKey, placed: boolean) => {
    const level = lookup(levelByKey, key, 'level')
    await tx.insert(childLevels).values({
      fkSchool: centre.fkSchool,
      fkChild: childId,
      fkCentre: centre.id,
      fkLevel: level.id,
      from: seatFrom,
    })
    const classId = classByLevel.get(level.id)
    if (placed && classId)
      await tx.insert(childClasses).values({
        fkSchool: centre.fkSchool,
        fkChild: childId,
        fkClass: classId,
        fkLevel: level.id,
        from: seatFrom,
      })
  }
  for (const [n, kid] of demoEnrolled.entries()) {
    const [guardian] = await tx
      .insert(users)
      .values({
        fkSchool: centre.fkSchool,
        email: `family${n + 1}@littlesteps.demo`,
        firstname: 'Parent',
        lastname: kid.lastname,
        mobilePhone: `9100000${n}`,
        mobilePhoneCountryCode: '+65',
      })
      .returning({ id: users.id })
    await tx.insert(parents).values({ fkSchool: centre.fkSchool, fkUser: guardian.id })
    const [child] = await tx
      .insert(children)
      .values({
        fkSchool: centre.fkSchool,
        firstname: kid.firstname,
        lastname: kid.lastname,
        dateOfBirth: monthsBefore(today, kid.months, 10),
        enrolmentDate: seatFrom,
      })
      .returning({ id: children.id })
    await tx.insert(childRelations).values({
      fkSchool: centre.fkSchool,
      fkChild: child.id,
      fkUser: guardian.id,
      relation: 'Mother',
      isMainApplicant: true,
    })
    await enrol(child.id, kid.level, kid.placed)
  }
  // The demo parent's child sits in the Nursery 1 class, so the parent sees a class and its teachers.
  const [own] = await tx
    .select({ id: children.id, dateOfBirth: children.dateOfBirth })
    .from(children)
    .innerJoin(childRelations, eq(childRelations.fkChild, children.id))
    .innerJoin(users, and(eq(users.id, childRelations.fkUser), eq(users.email, demoParent.email)))
    .where(eq(children.firstname, demoChild(today).firstname))
  if (own) await enrol(own.id, 'N1', true)
}
