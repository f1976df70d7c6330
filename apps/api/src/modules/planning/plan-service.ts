import { capacityDraftFilterSchema, VacancyStatus } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { capacityDrafts } from '../../db/schema'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { listReach, reachCondition } from '../../platform/authz/reach'
import { badInput, parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import type { Pagination } from '../../generated/graphql'
import { type DraftView, selectDraftPage, selectDraftViews } from './draft-queries'
import { levelPlan, planRange } from './vacancy-plan'

const YEAR_MESSAGE = 'Enter a year from 1900 to 2100'

function checkYear(year: number) {
  if (!Number.isInteger(year) || year < 1900 || year > 2100)
    throw badInput(YEAR_MESSAGE, { Year: YEAR_MESSAGE })
}

/** One page of the requests of the centres the caller reaches, newest first. */
export async function listCapacityDrafts(
  db: Db,
  grant: SignedInGrant,
  rawFilter: unknown,
  pagination: Pagination | null | undefined,
): Promise<{ totalCount: number; rows: DraftView[] }> {
  const filter = parseInput(capacityDraftFilterSchema, rawFilter)
  const page = toLimitOffset(pagination)
  const schoolId = grant.viewer.schoolId
  const { totalCount, ids } = await selectDraftPage(
    db,
    schoolId,
    and(
      reachCondition(grant, listReach.capacityDrafts),
      filter.fkCentre === null ? undefined : eq(capacityDrafts.fkCentre, filter.fkCentre),
      filter.status === null ? undefined : eq(capacityDrafts.status, filter.status),
      filter.year === null ? undefined : eq(capacityDrafts.year, filter.year),
    ),
    page,
  )
  return { totalCount, rows: await selectDraftViews(db, schoolId, ids) }
}

/** capacitiesByFkCentreFkLevelYear: the capacity in force in each month of the year. */
export async function capacitiesOfYear(
  db: Db,
  schoolId: number,
  fkCentre: number,
  fkLevel: number,
  year: number,
) {
  checkYear(year)
  const plan = await levelPlan(db, schoolId, fkCentre, fkLevel, planRange(year))
  return plan.map((m) => ({
    ID: m.recordId,
    active: true,
    capacity: m.capacity,
    fkCentre,
    fkLevel,
    date: m.month,
    year: Number(m.month.slice(0, 4)),
    month: Number(m.month.slice(5, 7)),
  }))
}

const FROM_MONTH_MESSAGE = 'Enter the 1st of a month between 1900 and 2100'

/** findAllVacancies: each month's nine statuses (or only the available vacancy, for what a family may be told). */
export async function vacancyRecords(
  db: Db,
  schoolId: number,
  q: { fkCentre: number; fkLevel: number; year: number; isPublic: boolean; fromMonth: string | null },
) {
  checkYear(q.year)
  if (q.fromMonth !== null && !/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])-01$/.test(q.fromMonth))
    throw badInput(FROM_MONTH_MESSAGE, { fromMonth: FROM_MONTH_MESSAGE })
  const plan = await levelPlan(db, schoolId, q.fkCentre, q.fkLevel, planRange(q.year, q.fromMonth))
  const statuses = q.isPublic ? (['available_vacancy'] as const) : VacancyStatus
  return plan.flatMap((m) =>
    statuses.map((status) => ({
      status,
      count: status === 'available_vacancy' ? m.available : m.counts[status],
      month: m.month,
      monthNumber: Number(m.month.slice(5, 7)),
      year: Number(m.month.slice(0, 4)),
    })),
  )
}
