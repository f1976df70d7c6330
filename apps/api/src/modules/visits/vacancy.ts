import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { levels } from '../../db/schema'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { centreLevelVacancy } from '../planning/vacancy'

/**
 * vacancyAvailableInCentreForLevel: the planning module's figures for a centre, a level of the school and the month
 * of `date` (the guard checked the caller reaches the centre).
 */
export async function levelVacancy(db: Db, viewer: Viewer, centreId: number, levelId: number, date: string) {
  const [level] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.id, levelId), eq(levels.fkSchool, viewer.schoolId)))
  if (!level) throw notFound('Level')
  return centreLevelVacancy(db, { fkSchool: viewer.schoolId, fkCentre: centreId, fkLevel: levelId, date })
}
