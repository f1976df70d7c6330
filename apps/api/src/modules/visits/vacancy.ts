import type { Db } from '../../db/client'
import { centreScopeOf } from '../../platform/authz/centre-scope'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { centreLevelVacancy } from '../planning'
import { reachableCentre } from './access'
import { levelOfSchool } from './queries'

/**
 * vacancyAvailableInCentreForLevel: the planning module's figures for a centre, a level of the school and the month
 * of `date`, for staff who reach the centre.
 */
export async function levelVacancy(db: Db, viewer: Viewer, centreId: number, levelId: number, date: string) {
  await reachableCentre(db, viewer, centreScopeOf(viewer), centreId)
  if (!(await levelOfSchool(db, viewer.schoolId, levelId))) throw notFound('Level')
  return centreLevelVacancy(db, { fkSchool: viewer.schoolId, fkCentre: centreId, fkLevel: levelId, date })
}
