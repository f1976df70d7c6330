import { ageInMonths, suggestLevelArgsSchema, withinAgeLimits } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parseInput } from '../../platform/errors/domain-error'
import { type LevelWithPrograms, selectLevels } from '../levels'
import { offeredProgramIds } from './queries'

/**
 * The active level whose age band (fromMonth inclusive, toMonth exclusive, as levels are kept apart) holds the
 * child's age in whole months at the enrolment date, with its active programmes. Null when the age is outside the
 * spec's limits (2 to 72 months) or no level fits.
 */
export function levelForAge(
  levels: readonly LevelWithPrograms[],
  dateOfBirth: string,
  enrollmentDate: string,
): LevelWithPrograms | null {
  const age = ageInMonths(dateOfBirth, enrollmentDate)
  if (!withinAgeLimits(age)) return null
  return levels.find((level) => level.fromMonth <= age && age < level.toMonth) ?? null
}

/**
 * The suggestion honours the radius-search flag. Without it (the map of the school's centres) the programmes are
 * those an active centre offers for the level, so every programme the family picks shows centres on the map. With
 * it the family finds centres near a place afterwards, so every active programme of the level is offered and the
 * radius search narrows the centres.
 */
export async function suggestLevel(db: DbOrTx, raw: unknown): Promise<LevelWithPrograms | null> {
  const args = parseInput(suggestLevelArgsSchema, raw)
  const levels = await selectLevels(db, args.IDSchool, { activeOnly: true })
  const level = levelForAge(levels, args.dateOfBirth, args.enrollmentDate)
  if (!level || args.isRadiusSearch) return level
  const offered = await offeredProgramIds(db, args.IDSchool, level.id)
  return { ...level, programs: level.programs.filter((p) => offered.has(p.id)) }
}
