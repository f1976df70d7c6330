import { type LevelInput, LevelMsg, levelInputSchema } from '@preschool/domain'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { lockSchool } from '../tenancy'
import {
  deactivatePrograms,
  deleteLevel,
  deletePrograms,
  insertLevel,
  levelInUse,
  type LevelWithPrograms,
  moveProgramLabelsAside,
  programsInUse,
  saveProgram,
  selectLevel,
  selectLevels,
  selectOverlappingLevel,
  selectProgramLabels,
  updateLevel,
} from './queries'

export const listLevelsForConfig = (db: Db, schoolId: number) =>
  selectLevels(db, schoolId, { activeOnly: false })
export const listActiveLevels = (db: Db, schoolId: number) => selectLevels(db, schoolId, { activeOnly: true })

async function assertNoOverlap(tx: Tx, schoolId: number, levelId: number | undefined, input: LevelInput) {
  if (!input.active) return
  const other = await selectOverlappingLevel(tx, schoolId, levelId, input)
  if (other !== null) throw badInput(LevelMsg.overlap(other), { fromMonth: LevelMsg.overlap(other) })
}

/** Replaces the level's programmes with the given list; removed ones in use are deactivated instead of deleted. */
async function syncPrograms(tx: Tx, schoolId: number, levelId: number, input: LevelInput['programs']) {
  const existing = await selectProgramLabels(tx, levelId)
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
  await deletePrograms(tx, deletable)
  await deactivatePrograms(tx, [...inUse])
  // Kept labels move aside first so that renames which swap names do not trip the unique index.
  await moveProgramLabelsAside(tx, keptIds)
  for (const program of wanted) {
    const values = { label: program.label, from: program.from, to: program.to, active: true }
    await saveProgram(tx, schoolId, levelId, program.ID, values)
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
      const id = levelId ?? (await insertLevel(tx, schoolId, values))
      if (levelId !== undefined) await updateLevel(tx, levelId, values)
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
    await deleteLevel(tx, levelId)
  })
}
