import { addDays } from '@preschool/domain'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childClasses, childLevels, classes } from '../../db/schema'
import { endSeat } from './leaving'

export interface SeatMove {
  schoolId: number
  childId: number
  centreId: number
  levelId: number
  programId: number | null
  /** The first day at the new centre: the old seat ends the day before. */
  firstDay: string
}

/** The centre's active class of the level with the fewest children placed on the day (then the oldest), or null. */
async function emptiestClass(db: DbOrTx, m: SeatMove) {
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

/**
 * A transfer moves the child in the caller's transaction: its seat and class placements end the day before
 * `firstDay` (moved for a transfer), it takes a seat at the new centre, level and programme from that day, and a
 * place in the centre's emptiest class of the level when it has one. Returns that class (null: none yet).
 */
export async function transferSeat(tx: DbOrTx, m: SeatMove): Promise<number | null> {
  await endSeat(tx, m.schoolId, m.childId, addDays(m.firstDay, -1), 'transfer')
  await tx.insert(childLevels).values({
    fkSchool: m.schoolId,
    fkChild: m.childId,
    fkCentre: m.centreId,
    fkLevel: m.levelId,
    fkProgram: m.programId,
    from: m.firstDay,
  })
  const cls = await emptiestClass(tx, m)
  if (cls)
    await tx.insert(childClasses).values({
      fkSchool: m.schoolId,
      fkChild: m.childId,
      fkClass: cls.id,
      fkLevel: m.levelId,
      fkProgram: m.programId,
      from: m.firstDay,
    })
  return cls?.id ?? null
}
