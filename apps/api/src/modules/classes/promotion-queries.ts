import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centreLevels,
  centres,
  childClasses,
  childLevels,
  children,
  classes,
  classTeachers,
  levels,
} from '../../db/schema'
import { seat } from './child-queries'

/** Open seats of reached centres (optionally one): the children the year-end run considers. */
export function selectOpenSeats(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  opts: { centreId?: number | null; childIds?: number[]; levelIds?: number[]; lock?: boolean },
) {
  const query = db
    .select({
      seatId: seat.id,
      childId: seat.fkChild,
      centreId: seat.fkCentre,
      levelId: seat.fkLevel,
      programId: seat.fkProgram,
      from: seat.from,
      dateOfBirth: children.dateOfBirth,
      firstname: children.firstname,
      lastname: children.lastname,
    })
    .from(seat)
    .innerJoin(children, eq(children.id, seat.fkChild))
    .where(
      and(
        eq(seat.fkSchool, schoolId),
        isNull(seat.to),
        reach,
        opts.centreId ? eq(seat.fkCentre, opts.centreId) : undefined,
        opts.childIds ? inArray(seat.fkChild, opts.childIds) : undefined,
        opts.levelIds ? inArray(seat.fkLevel, opts.levelIds) : undefined,
      ),
    )
    .orderBy(asc(seat.fkChild))
  // Applying locks the seats it moves: two runs over one child queue, and the second sees it moved.
  return opts.lock ? query.for('update', { of: seat }) : query
}

/** Schools with a level promoting on the day, and those levels. */
export function selectLevelsPromotingOn(db: DbOrTx, day: string) {
  return db
    .select({ schoolId: levels.fkSchool, levelId: levels.id })
    .from(levels)
    .where(and(eq(levels.active, true), eq(levels.promotionDate, day)))
}

export function selectActiveLevels(db: DbOrTx, schoolId: number) {
  return db
    .select({
      ID: levels.id,
      label: levels.label,
      fromMonth: levels.fromMonth,
      toMonth: levels.toMonth,
      promotionDate: levels.promotionDate,
    })
    .from(levels)
    .where(and(eq(levels.fkSchool, schoolId), eq(levels.active, true)))
}

/** Active classes of the centres with what fills them: open placements, teachers and the centre's ratio. */
export function selectClassesOfCentres(db: DbOrTx, schoolId: number, centreIds: number[]) {
  if (centreIds.length === 0) return Promise.resolve([])
  return db
    .select({
      ID: classes.id,
      centreID: classes.fkCentre,
      levelID: classes.fkLevel,
      label: classes.label,
      centreLabel: centres.label,
      teacherRatio: centres.teacherRatio,
      teacherCount: sql<number>`(select count(*)::int from ${classTeachers} where ${classTeachers.fkClass} = ${classes.id})`,
      size: sql<number>`(select count(*)::int from ${childClasses}
        where ${childClasses.fkClass} = ${classes.id} and ${childClasses.to} is null)`,
    })
    .from(classes)
    .innerJoin(centres, eq(centres.id, classes.fkCentre))
    .where(
      and(eq(classes.fkSchool, schoolId), eq(classes.active, true), inArray(classes.fkCentre, centreIds)),
    )
}

export async function closeSeat(
  db: DbOrTx,
  seatId: number,
  values: {
    to: string
    moveReason: (typeof childLevels.$inferInsert)['moveReason']
    fkNextLevel: number | null
  },
) {
  await db.update(childLevels).set(values).where(eq(childLevels.id, seatId))
}

export async function insertSeat(db: DbOrTx, values: typeof childLevels.$inferInsert) {
  await db.insert(childLevels).values(values)
}

/** Ends a child's open placements the day before `from`; placements starting on or after it are dropped. */
export async function endPlacements(db: DbOrTx, childId: number, from: string, dayBefore: string) {
  await db
    .delete(childClasses)
    .where(
      and(eq(childClasses.fkChild, childId), isNull(childClasses.to), sql`${childClasses.from} >= ${from}`),
    )
  await db
    .update(childClasses)
    .set({ to: dayBefore })
    .where(and(eq(childClasses.fkChild, childId), isNull(childClasses.to)))
}

/** The levels each of the centres offers, as `centre:level` keys: a child moves only to a level its centre runs. */
export async function selectOfferedLevelKeys(db: DbOrTx, schoolId: number, centreIds: number[]) {
  if (centreIds.length === 0) return new Set<string>()
  const rows = await db
    .selectDistinct({ centreId: centreLevels.fkCentre, levelId: centreLevels.fkLevel })
    .from(centreLevels)
    .where(and(eq(centreLevels.fkSchool, schoolId), inArray(centreLevels.fkCentre, centreIds)))
  return new Set(rows.map((r) => `${r.centreId}:${r.levelId}`))
}
