import { monthsFrom, singaporeToday } from '@preschool/domain'
import type { Db } from '../../db/client'
import { centres } from '../../db/schema'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { scopeCondition } from '../../platform/authz/centre-scope'
import { centreLevelVacancies, vacancyKey } from '../planning'
import { selectActiveCodes } from '../tenancy'
import {
  selectCentreLevels,
  selectCentresInReach,
  selectLevelAndProgramOptions,
  selectPlanMonths,
  selectTags,
  selectWaitingCounts,
} from './queries'
import { waitlistReach } from './waitlist'

/** getWaitListFilter: what the filters offer, within the caller's reach. */
export async function waitListFilterOptions(db: Db, grant: SignedInGrant) {
  const schoolId = grant.viewer.schoolId
  const [centreRows, tags, options, months, races] = await Promise.all([
    selectCentresInReach(db, schoolId, scopeCondition(grant.centres, centres.id)),
    selectTags(db, schoolId),
    selectLevelAndProgramOptions(db, schoolId),
    selectPlanMonths(db, schoolId, waitlistReach(grant)),
    selectActiveCodes(db, schoolId, ['Race']),
  ])
  return {
    centres: centreRows.map((c) => ({ ID: c.id, label: c.label, code: c.code })),
    tags,
    ...options,
    preferMonthOfEnrolmentOptions: months,
    races: races.map((r) => r.label),
  }
}

/** The months the vacancy tab and the parent's expected offer look ahead. */
export const PLAN_MONTHS = 12

/** getVacancyTab: per level the centre offers, its places in each of the next 12 months beside who waits for them. */
export async function vacancyTab(db: Db, schoolId: number, centreId: number) {
  const months = monthsFrom(singaporeToday(), PLAN_MONTHS)
  const [levelRows, waiting] = await Promise.all([
    selectCentreLevels(db, schoolId, centreId),
    selectWaitingCounts(db, schoolId, centreId),
  ])
  const rows = []
  // Every level's months in one statement.
  const vacancy = await centreLevelVacancies(
    db,
    schoolId,
    levelRows.flatMap((level) => months.map((date) => ({ fkCentre: centreId, fkLevel: level.id, date }))),
  )
  for (const level of levelRows) {
    for (const month of months) {
      const v = vacancy.get(vacancyKey({ fkCentre: centreId, fkLevel: level.id, date: month }))!
      rows.push({
        month,
        fkLevel: level.id,
        levelLabel: level.label,
        capacity: v.capacity,
        enrolled: v.enrolled,
        offered: v.offered,
        vacancies: v.vacancies,
        waiting: waiting.find((w) => w.fkLevel === level.id && w.month === month)?.n ?? 0,
      })
    }
  }
  return rows
}
