import type { Db } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { notFound } from '../../platform/errors/domain-error'
import { centreLevelVacancy } from '../planning'
import { levelOfSchool } from './queries'

/**
 * vacancyAvailableInCentreForLevel: the planning module's figures for a centre, a level of the school and the month
 * of `date` (the guard checked the caller reaches the centre).
 */
export async function levelVacancy(db: Db, actor: Actor, centreId: number, levelId: number, date: string) {
  if (!(await levelOfSchool(db, actor.schoolId, levelId))) throw notFound('Level')
  return centreLevelVacancy(db, { fkSchool: actor.schoolId, fkCentre: centreId, fkLevel: levelId, date })
}
