import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { levels } from '../../db/schema'
import { centreScopeOf } from '../../platform/authz/centre-scope'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { centreLevelVacancy } from '../planning/vacancy'
import { reachableCentre } from './access'

/**
 * vacancyAvailableInCentreForLevel: the planning module's figures for a centre, a level of the school and the month
 * of `date`, for staff who reach the centre.
 */
export async function levelVacancy(db: Db, viewer: Viewer, centreId: number, levelId: number, date: string) {
  await reachableCentre(db, viewer, centreScopeOf(viewer), centreId)
  const [level] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.id, levelId), eq(levels.fkSchool, viewer.schoolId)))
  if (!level) throw notFound('Level')
  return centreLevelVacancy(db, { fkSchool: viewer.schoolId, fkCentre: centreId, fkLevel: levelId, date })
}
