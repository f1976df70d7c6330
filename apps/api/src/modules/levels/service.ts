import { type LevelInput, LevelMsg, levelInputSchema } from '@preschool/domain'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { levels, programs, schools } from '../../db/schema'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { type LevelWithPrograms, levelInUse, programsInUse, selectLevel, selectLevels } from './queries'

export const listLevelsForConfig = (db: Db, schoolId: number) =>
  selectLevels(db, schoolId, { activeOnly: false })
export const listActiveLevels = (db: Db, schoolId: number) => selectLevels(db, schoolId, { activeOnly: true })

/** Serialises level changes of one school so the overlap check cannot race. */
async function lockSchool(tx: Tx, schoolId: number) {
  await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update')
}

async function assertNoOverlap(tx: Tx, schoolId: number, levelId: number | undefined, input: LevelInput) {
  if (!input.active) return
  const [other] = await tx
    .select({ label: levels.label })
    .from(levels)
    .where(
      and(
        eq(levels.fkSchool, schoolId),
        eq(levels.active, true),
        levelId ? ne(levels.id, levelId) : undefined,
        sql`${levels.fromMonth} < ${input.toMonth} and ${levels.toMonth} > ${input.fromMonth}`,
      ),
    )
    .limit(1)
  if (other) throw badInput(LevelMsg.overlap(other.label), { fromMonth: LevelMsg.overlap(other.label) })
}

/** Replaces the level's programmes with the given list; removed ones in use are deactivated instead of deleted. */
async function syncPrograms(tx: Tx, schoolId: number, levelId: number, input: LevelInput['programs']) {
  const existing = await tx
    .select({ id: programs.id, label: programs.label })
    .from(programs)
    .where(eq(programs.fkLevel, levelId))
  if (input.some((p) => p.ID !== undefined && !existing.some((e) => e.id === p.ID)))
    throw notFound('Programme')
  // A new programme named like a retired one brings that one back, keeping its history.
  const wanted = input.map((p) => ({
    ...p,
    ID: p.ID ?? existing.find((e) => e.label === p.label && !input.some((q) => q.ID === e.id))?.id,
  }))
  const keptIds = wanted.flatMap((p) => (p.ID ? [p.ID] : []))
  const removedIds = existing.map((e) => e.id).filter((id) => !keptIds.includes(id))
  const inUse = await programsInUse(tx, removedIds)
  const deletable = removedIds.filter((id) => !inUse.has(id))
  if (deletable.length) await tx.delete(programs).where(inArray(programs.id, deletable))
  if (inUse.size)
    await tx
      .update(programs)
      .set({ active: false })
      .where(inArray(programs.id, [...inUse]))
  // Move kept labels aside first so that renames which swap names do not trip the unique index.
  if (keptIds.length) {
    await tx
      .update(programs)
      .set({ label: sql`${programs.label} || ' #' || ${programs.id}` })
      .where(inArray(programs.id, keptIds))
  }
  for (const program of wanted) {
    const values = { label: program.label, from: program.from, to: program.to, active: true }
    if (program.ID) await tx.update(programs).set(values).where(eq(programs.id, program.ID))
    else await tx.insert(programs).values({ ...values, fkSchool: schoolId, fkLevel: levelId })
  }
}

/** Creates or updates a level and its programmes in one transaction. */
export async function saveLevel(
  db: Db,
  schoolId: number,
  levelId: number | undefined,
  raw: unknown,
): Promise<LevelWithPrograms> {
  const input = parseInput(levelInputSchema, raw)
  try {
    return await db.transaction(async (tx) => {
      await lockSchool(tx, schoolId)
      if (levelId !== undefined && !(await selectLevel(tx, schoolId, levelId))) throw notFound('Level')
      await assertNoOverlap(tx, schoolId, levelId, input)
      const values = {
        label: input.label,
        fromMonth: input.fromMonth,
        toMonth: input.toMonth,
        promotionDate: input.promotionDate ?? null,
        offOnSaturday: input.offOnSaturday,
        isInfant: input.isInfant,
        active: input.active,
      }
      let id = levelId
      if (id === undefined) {
        const [created] = await tx
          .insert(levels)
          .values({ ...values, fkSchool: schoolId })
          .returning({ id: levels.id })
        id = created.id
      } else {
        await tx.update(levels).set(values).where(eq(levels.id, id))
      }
      await syncPrograms(tx, schoolId, id, input.programs)
      return (await selectLevel(tx, schoolId, id))!
    })
  } catch (error) {
    if (isUniqueViolation(error, 'levels_school_label'))
      throw conflict(LevelMsg.labelTaken, { label: LevelMsg.labelTaken })
    throw error
  }
}

export async function removeLevel(db: Db, schoolId: number, levelId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId)
    if (!(await selectLevel(tx, schoolId, levelId))) throw notFound('Level')
    if (await levelInUse(tx, levelId)) throw conflict(LevelMsg.inUse)
    await tx.delete(levels).where(eq(levels.id, levelId))
  })
}
