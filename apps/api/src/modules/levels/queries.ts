import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client'
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

/** The label of another active level of the school whose month range overlaps from..to, if any. */
export async function selectOverlappingLevel(
  tx: Tx,
  schoolId: number,
  exceptLevelId: number | undefined,
  range: { fromMonth: number; toMonth: number },
): Promise<string | null> {
  const [other] = await tx
    .select({ label: levels.label })
    .from(levels)
    .where(
      and(
        eq(levels.fkSchool, schoolId),
        eq(levels.active, true),
        exceptLevelId ? ne(levels.id, exceptLevelId) : undefined,
        sql`${levels.fromMonth} < ${range.toMonth} and ${levels.toMonth} > ${range.fromMonth}`,
      ),
    )
    .limit(1)
  return other?.label ?? null
}

export type LevelValues = Omit<typeof levels.$inferInsert, 'id' | 'fkSchool'>

export async function insertLevel(tx: Tx, schoolId: number, values: LevelValues): Promise<number> {
  const [created] = await tx
    .insert(levels)
    .values({ ...values, fkSchool: schoolId })
    .returning({ id: levels.id })
  return created.id
}

export async function updateLevel(tx: Tx, levelId: number, values: LevelValues): Promise<void> {
  await tx.update(levels).set(values).where(eq(levels.id, levelId))
}

export async function deleteLevel(tx: Tx, levelId: number): Promise<void> {
  await tx.delete(levels).where(eq(levels.id, levelId))
}

export function selectProgramLabels(tx: Tx, levelId: number) {
  return tx
    .select({ id: programs.id, label: programs.label })
    .from(programs)
    .where(eq(programs.fkLevel, levelId))
}

export async function deletePrograms(tx: Tx, programIds: number[]): Promise<void> {
  if (programIds.length) await tx.delete(programs).where(inArray(programs.id, programIds))
}

export async function deactivatePrograms(tx: Tx, programIds: number[]): Promise<void> {
  if (programIds.length)
    await tx.update(programs).set({ active: false }).where(inArray(programs.id, programIds))
}

/** Moves the labels aside (label #id) so that renames which swap names do not trip the unique index. */
export async function moveProgramLabelsAside(tx: Tx, programIds: number[]): Promise<void> {
  if (programIds.length)
    await tx
      .update(programs)
      .set({ label: sql`${programs.label} || ' #' || ${programs.id}` })
      .where(inArray(programs.id, programIds))
}

export type ProgramValues = Pick<typeof programs.$inferInsert, 'label' | 'from' | 'to' | 'active'>

/** Updates the programme when it has an id, else adds it to the level. */
export async function saveProgram(
  tx: Tx,
  schoolId: number,
  levelId: number,
  programId: number | undefined,
  values: ProgramValues,
): Promise<void> {
  if (programId) await tx.update(programs).set(values).where(eq(programs.id, programId))
  else await tx.insert(programs).values({ ...values, fkSchool: schoolId, fkLevel: levelId })
}
