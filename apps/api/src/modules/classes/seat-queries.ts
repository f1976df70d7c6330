import { and, asc, eq, gte, isNull, min, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childClasses, childLevels, children, classes } from '../../db/schema'

/** The statements of a child's seat (its centre, level and programme) and class placements. */

/** A child's seat now (open, or ending today or later), with the day it first enrolled at the school. */
export interface CurrentSeat {
  seatId: number
  centreId: number
  levelId: number
  programId: number | null
  from: string
  /** The child's enrolment date, else the start of its first seat. */
  enrolledOn: string
  nationality: string | null
}

export async function selectCurrentSeat(
  db: DbOrTx,
  schoolId: number,
  childId: number,
  today: string,
): Promise<CurrentSeat | null> {
  const [seat] = await db
    .select({
      seatId: childLevels.id,
      centreId: childLevels.fkCentre,
      levelId: childLevels.fkLevel,
      programId: childLevels.fkProgram,
      from: childLevels.from,
      enrolmentDate: children.enrolmentDate,
      nationality: children.nationality,
    })
    .from(childLevels)
    .innerJoin(children, eq(children.id, childLevels.fkChild))
    .where(
      and(
        eq(childLevels.fkSchool, schoolId),
        eq(childLevels.fkChild, childId),
        or(isNull(childLevels.to), gte(childLevels.to, today)),
      ),
    )
    .orderBy(asc(childLevels.from))
    .limit(1)
  if (!seat) return null
  const [first] = await db
    .select({ from: min(childLevels.from) })
    .from(childLevels)
    .where(eq(childLevels.fkChild, childId))
  const { enrolmentDate, ...rest } = seat
  return { ...rest, enrolledOn: enrolmentDate ?? first?.from ?? seat.from }
}

/**
 * The child leaves the school after `lastDay`: its open seat ends that day as withdrawn (the vacancy plan frees it,
 * the lists move the child to past children) and its open class placements end too; a seat or placement that
 * would have started later is dropped. History before it stays.
 */
export async function leaveSchool(tx: DbOrTx, schoolId: number, childId: number, lastDay: string) {
  await endSeat(tx, schoolId, childId, lastDay, 'withdrawn')
}

/** Ends the child's seat and class placements after `lastDay` for `reason`; later ones are dropped. */
export async function endSeat(
  tx: DbOrTx,
  schoolId: number,
  childId: number,
  lastDay: string,
  reason: 'withdrawn' | 'transfer',
) {
  const later = sql`${childLevels.from} > ${lastDay}`
  await tx
    .delete(childLevels)
    .where(and(eq(childLevels.fkSchool, schoolId), eq(childLevels.fkChild, childId), later))
  await tx
    .update(childLevels)
    .set({ to: lastDay, moveReason: reason, fkNextLevel: null })
    .where(and(eq(childLevels.fkSchool, schoolId), eq(childLevels.fkChild, childId), isNull(childLevels.to)))
  await tx
    .delete(childClasses)
    .where(and(eq(childClasses.fkChild, childId), sql`${childClasses.from} > ${lastDay}`))
  await tx
    .update(childClasses)
    .set({ to: lastDay })
    .where(
      and(
        eq(childClasses.fkChild, childId),
        or(isNull(childClasses.to), sql`${childClasses.to} > ${lastDay}`),
      ),
    )
}

/** The centre's active class of the level with the fewest children placed on the day (then the oldest), or null. */
export async function selectEmptiestClass(
  db: DbOrTx,
  m: { schoolId: number; centreId: number; levelId: number; firstDay: string },
) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.fkSchool, m.schoolId),
        eq(classes.fkCentre, m.centreId),
        eq(classes.fkLevel, m.levelId),
        eq(classes.active, true),
      ),
    )
    .orderBy(
      sql`(select count(*) from ${childClasses} where ${childClasses.fkClass} = ${classes.id}
        and ${childClasses.from} <= ${m.firstDay}
        and (${childClasses.to} is null or ${childClasses.to} >= ${m.firstDay}))`,
      asc(classes.id),
    )
    .limit(1)
  return row ?? null
}

export async function insertSeat(tx: DbOrTx, values: typeof childLevels.$inferInsert) {
  await tx.insert(childLevels).values(values)
}

export async function insertPlacement(tx: DbOrTx, values: typeof childClasses.$inferInsert) {
  await tx.insert(childClasses).values(values)
}
