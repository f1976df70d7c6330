import type { Db } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { notFound } from '../../platform/errors/domain-error'
import { centreLevelVacancy } from '../planning'
import { levelOfSchool } from './queries'

/**
 * vacancyAvailableInCentreForLevel: the planning module's figures for a centre, a level of the school and the month
 * of `date` (the guard checked the caller reaches the centre).
 */
export async function levelVacancy(db: Db, viewer: Viewer, centreId: number, levelId: number, date: string) {
  if (!(await levelOfSchool(db, viewer.schoolId, levelId))) throw notFound('Level')
  return centreLevelVacancy(db, { fkSchool: viewer.schoolId, fkCentre: centreId, fkLevel: levelId, date })
}
