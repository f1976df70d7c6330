import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centreLevels, childClasses, classes, levels, programs } from '../../db/schema'

export type LevelRow = typeof levels.$inferSelect
export type ProgramRow = typeof programs.$inferSelect
export type LevelWithPrograms = LevelRow & { programs: ProgramRow[] }

export async function selectLevels(
  db: DbOrTx,
  schoolId: number,
  opts: { activeOnly: boolean },
): Promise<LevelWithPrograms[]> {
  const levelRows = await db
    .select()
    .from(levels)
    .where(and(eq(levels.fkSchool, schoolId), opts.activeOnly ? eq(levels.active, true) : undefined))
    .orderBy(asc(levels.fromMonth), asc(levels.id))
  if (levelRows.length === 0) return []
  const programRows = await db
    .select()
    .from(programs)
    .where(
      and(
        inArray(
          programs.fkLevel,
          levelRows.map((l) => l.id),
        ),
        opts.activeOnly ? eq(programs.active, true) : undefined,
      ),
    )
    .orderBy(asc(programs.from), asc(programs.id))
  return levelRows.map((level) => ({ ...level, programs: programRows.filter((p) => p.fkLevel === level.id) }))
}

export async function selectLevel(
  db: DbOrTx,
  schoolId: number,
  levelId: number,
): Promise<LevelWithPrograms | null> {
  const [level] = await db
    .select()
    .from(levels)
    .where(and(eq(levels.id, levelId), eq(levels.fkSchool, schoolId)))
  if (!level) return null
  const programRows = await db
    .select()
    .from(programs)
    .where(eq(programs.fkLevel, levelId))
    .orderBy(asc(programs.from))
  return { ...level, programs: programRows }
}

/** Whether centres offer the level or classes belong to it: then it may be deactivated but not deleted. */
export async function levelInUse(db: DbOrTx, levelId: number): Promise<boolean> {
  const [offered] = await db
    .select({ id: centreLevels.id })
    .from(centreLevels)
    .where(eq(centreLevels.fkLevel, levelId))
    .limit(1)
  if (offered) return true
  const [used] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.fkLevel, levelId))
    .limit(1)
  return Boolean(used)
}

export async function programsInUse(db: DbOrTx, programIds: number[]): Promise<Set<number>> {
  if (programIds.length === 0) return new Set()
  const [offered, attended] = await Promise.all([
    db
      .select({ id: centreLevels.fkProgram })
      .from(centreLevels)
      .where(inArray(centreLevels.fkProgram, programIds)),
    db
      .select({ id: childClasses.fkProgram })
      .from(childClasses)
      .where(inArray(childClasses.fkProgram, programIds)),
  ])
  return new Set([...offered, ...attended].flatMap((r) => (r.id ? [r.id] : [])))
}
