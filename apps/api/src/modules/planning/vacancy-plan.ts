import {
  availableVacancy,
  monthBounds,
  monthsFrom,
  promotionMonth,
  singaporeToday,
  type VacancyCounts,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import {
  selectCapacityHistory,
  selectCentrePlanLevels,
  selectEnrolledChildren,
  selectLevelRule,
  selectPendingRegistrations,
  selectWaitlistMonths,
} from './plan-queries'

/** One month of a centre and level: its capacity (and the record in force) and the nine statuses. */
export interface MonthPlan {
  month: string
  capacity: number
  recordId: number | null
  counts: VacancyCounts
  available: number
}

type LevelRule = { id: number; toMonth: number; promotionDate: string | null }

/**
 * The plan of a centre and level month by month, in four statements for any number of months:
 * - existing enrolment: children whose seat began before this month (today's) and covers the month;
 * - enrolled: children whose seat begins this month or later and covers the month;
 * - promotion: of those, the ones promoted out of the level by that month (their age, the level's promotion date);
 * - pending registration: live seat offers, and enrolment-group enquiries without one, from their month on;
 * - on waitlist: waitlisted enquiries wanting to start in that month;
 * - withdraw: of those, the ones leaving by withdrawal before the month ends (an approved withdrawal's last day, or
 *   a seat the last-day job ended as withdrawn): their seat frees up that month;
 * - transfer in: seats held at this centre for approved transfers (their transfer enquiry's seat offer), from the
 *   effective month; once completed the child is enrolled here;
 * - transfer out: of the seated children, those moving to another centre by an approved or completed transfer
 *   before the month ends: their seat frees up that month.
 */
export async function planMonths(
  db: DbOrTx,
  fkSchool: number,
  fkCentre: number,
  level: LevelRule,
  months: readonly string[],
): Promise<MonthPlan[]> {
  return (await levelsPlanMonths(db, fkSchool, fkCentre, [level], months))[0]
}

/** The plans of several levels of a centre, in the same four statements (one plan per level, in their order). */
async function levelsPlanMonths(
  db: DbOrTx,
  fkSchool: number,
  fkCentre: number,
  levels: readonly LevelRule[],
  months: readonly string[],
): Promise<MonthPlan[][]> {
  if (levels.length === 0) return []
  const scope = {
    fkSchool,
    fkCentre,
    fkLevels: levels.map((l) => l.id),
    first: months[0],
    last: monthBounds(months.at(-1)!).last,
  }
  const [history, seatedAll, pendingAll, waitlistAll] = await Promise.all([
    selectCapacityHistory(db, scope),
    selectEnrolledChildren(db, scope),
    selectPendingRegistrations(db, scope),
    selectWaitlistMonths(db, scope),
  ])
  const thisMonth = `${singaporeToday().slice(0, 7)}-01`
  return levels.map((level) => {
    const records = history.filter((r) => r.fkLevel === level.id)
    const seated = seatedAll.filter((c) => c.fkLevel === level.id)
    const pending = pendingAll.filter((p) => p.fkLevel === level.id)
    const waitlist = waitlistAll.filter((w) => w.fkLevel === level.id)
    const leaving = seated.map((child) => promotionMonth(child.dateOfBirth, level))
    return months.map((month) => {
      const monthEnd = monthBounds(month).last
      const record = records.filter((r) => r.date <= month).at(-1) ?? null
      const inMonth = seated.map((c) => c.from <= monthEnd && (c.to === null || c.to >= month))
      const count = (test: (i: number) => boolean) => seated.filter((_c, i) => inMonth[i] && test(i)).length
      const counts: VacancyCounts = {
        existing_enrolment: count((i) => seated[i].from < thisMonth),
        transfer_in: pending.filter((p) => p.isTransfer && p.month <= month).length,
        transfer_out: count((i) => seated[i].transferOn !== null && seated[i].transferOn! <= monthEnd),
        promotion: count((i) => leaving[i] <= month),
        withdraw: count((i) => seated[i].leavesOn !== null && seated[i].leavesOn! < monthEnd),
        pending_registration: pending.filter((p) => !p.isTransfer && p.month <= month).length,
        enrolled: count((i) => seated[i].from >= thisMonth),
        on_waitlist: waitlist.find((w) => w.month === month)?.n ?? 0,
      }
      const capacity = record?.capacity ?? 0
      return {
        month,
        capacity,
        recordId: record?.id ?? null,
        counts,
        available: availableVacancy(capacity, counts),
      }
    })
  })
}

/** The months of a year (January first), or the 12 months from `fromMonth`. */
export const planRange = (year: number, fromMonth?: string | null): string[] =>
  monthsFrom(fromMonth ?? `${year}-01-01`, 12)

/** The plan of a level of the school (unknown levels are not found). */
export async function levelPlan(
  db: DbOrTx,
  fkSchool: number,
  fkCentre: number,
  fkLevel: number,
  months: readonly string[],
): Promise<MonthPlan[]> {
  const level = await selectLevelRule(db, fkSchool, fkLevel)
  if (!level) throw notFound('Level')
  return planMonths(db, fkSchool, fkCentre, level, months)
}

/** A level of the centre over capacity in some month of a year: by how much at most, and from when. */
export interface NegativeVacancy {
  levelId: number
  level: string
  year: number
  shortfall: number
  firstMonth: string
}

/** The centre's levels over capacity from this month to the end of next year, one entry per level and year. */
export async function negativeVacancies(
  db: DbOrTx,
  fkSchool: number,
  fkCentre: number,
): Promise<NegativeVacancy[]> {
  const today = singaporeToday()
  const thisMonth = `${today.slice(0, 7)}-01`
  const months = monthsFrom(thisMonth, 24 - Number(today.slice(5, 7)) + 1)
  const levels = await selectCentrePlanLevels(db, fkSchool, fkCentre)
  // Every level in the same four statements, not four per level.
  const plans = await levelsPlanMonths(db, fkSchool, fkCentre, levels, months)
  const found = new Map<string, NegativeVacancy>()
  levels.forEach((level, i) => {
    for (const month of plans[i].filter((m) => m.available < 0)) {
      const year = Number(month.month.slice(0, 4))
      const key = `${level.id}:${year}`
      const seen = found.get(key)
      if (seen) seen.shortfall = Math.max(seen.shortfall, -month.available)
      else
        found.set(key, {
          levelId: level.id,
          level: level.label,
          year,
          shortfall: -month.available,
          firstMonth: month.month,
        })
    }
  })
  return [...found.values()]
}
