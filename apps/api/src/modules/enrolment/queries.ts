import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, childLevels, children } from '../../db/schema'

/** The child's open level seat (child_levels without an end), if any. */
export async function selectOpenChildLevel(db: DbOrTx, schoolId: number, childId: number) {
  const [row] = await db
    .select({ id: childLevels.id })
    .from(childLevels)
    .where(and(eq(childLevels.fkSchool, schoolId), eq(childLevels.fkChild, childId), isNull(childLevels.to)))
  return row ?? null
}

export async function insertChildLevel(db: DbOrTx, values: typeof childLevels.$inferInsert) {
  await db.insert(childLevels).values(values)
}

/** The child's enrolment date, set once: a re-enrolment keeps the first. */
export async function setEnrolmentDate(db: DbOrTx, schoolId: number, childId: number, day: string) {
  await db
    .update(children)
    .set({ enrolmentDate: day })
    .where(and(eq(children.fkSchool, schoolId), eq(children.id, childId), isNull(children.enrolmentDate)))
}

export async function selectCentreLabel(db: DbOrTx, centreId: number): Promise<string> {
  const [row] = await db.select({ label: centres.label }).from(centres).where(eq(centres.id, centreId))
  return row?.label ?? ''
}
