import { aliasedTable, and, asc, between, eq, getTableColumns, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childClasses, childInjuries, classes, users } from '../../db/schema'
import { placedOn } from './queries'

export type InjuryRow = typeof childInjuries.$inferSelect & {
  reportedByName: string | null
  acknowledgedByName: string | null
}

export const reporter = aliasedTable(users, 'reporter')
export const acknowledger = aliasedTable(users, 'acknowledger')

/** An injury's columns with the names of who reported and who acknowledged it. */
export const injuryColumns = {
  ...getTableColumns(childInjuries),
  reportedByName: reporter.firstname,
  acknowledgedByName: acknowledger.firstname,
}

const withNames = (db: DbOrTx) =>
  db
    .select(injuryColumns)
    .from(childInjuries)
    .leftJoin(reporter, eq(reporter.id, childInjuries.reportedBy))
    .leftJoin(acknowledger, eq(acknowledger.id, childInjuries.acknowledgedBy))

/** The live injuries of children between two days, oldest first: a child's Health tab, a class's register. */
export const selectInjuries = (db: DbOrTx, schoolId: number, childIds: number[], from: string, to: string) =>
  withNames(db)
    .where(
      and(
        eq(childInjuries.fkSchool, schoolId),
        inArray(childInjuries.fkChild, childIds),
        between(childInjuries.date, from, to),
        eq(childInjuries.active, true),
      ),
    )
    .orderBy(asc(childInjuries.date), asc(childInjuries.reportedAt), asc(childInjuries.id))

export const selectInjury = async (db: DbOrTx, schoolId: number, id: number): Promise<InjuryRow | null> =>
  (await withNames(db).where(and(eq(childInjuries.fkSchool, schoolId), eq(childInjuries.id, id))))[0] ?? null

/** The class (and its centre) a child is placed in on a day; null when none. */
export const selectPlacementOn = async (db: DbOrTx, schoolId: number, childId: number, date: string) =>
  (
    await db
      .select({ classId: classes.id, centreId: classes.fkCentre })
      .from(childClasses)
      .innerJoin(classes, eq(classes.id, childClasses.fkClass))
      .where(and(eq(childClasses.fkSchool, schoolId), eq(childClasses.fkChild, childId), placedOn(date)))
      .orderBy(asc(childClasses.from))
      .limit(1)
  )[0] ?? null

export const insertInjury = async (db: DbOrTx, row: typeof childInjuries.$inferInsert) =>
  (await db.insert(childInjuries).values(row).returning({ id: childInjuries.id }))[0]

/** Sets the acknowledgement once: a replay or a second parent leaves the first one standing. */
/** True when this call set it. */
export const acknowledgeInjuryOnce = async (db: DbOrTx, id: number, userId: number, at: Date) =>
  (
    await db
      .update(childInjuries)
      .set({ acknowledgedBy: userId, acknowledgedAt: at, updatedAt: at })
      .where(and(eq(childInjuries.id, id), isNull(childInjuries.acknowledgedAt)))
      .returning({ id: childInjuries.id })
  ).length > 0
