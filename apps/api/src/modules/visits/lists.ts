import {
  calendarMonthSchema,
  monthBounds,
  scheduledVisitsFilterSchema,
  singaporeToday,
} from '@preschool/domain'
import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { visitAvailabilities, visits } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import { type CentreScope, scopeCondition } from '../../platform/authz/centre-scope'
import type { Actor } from '../../platform/authz/actor'
import { parseInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { type HolidayWithCentres, holidaysOverlapping } from '../holidays'
import {
  type AvailabilityView,
  availabilityOverlaps,
  countVisits,
  HIDDEN_STATUSES,
  LIVE_STATUSES,
  selectAvailabilities,
  selectPendingVisitCounts,
  selectVisitViews,
  startingBetween,
  visitsOfChild,
  type VisitView,
} from './queries'

/**
 * The named centre (the guard checked it is in reach), or every centre in the caller's reach when none is named:
 * as a condition on visits.fk_centre, so an index leading with (fk_centre, status, visit_from) serves the
 * one-centre lists and the reach's alike.
 */
const centreOrReach = (centres: CentreScope, centreId: number | null): SQL =>
  centreId === null ? scopeCondition(centres, visits.fkCentre) : eq(visits.fkCentre, centreId)

/** getScheduledVisits: a centre's visits and trials from `from` (default today) to `to`, earliest first. */
export async function listCentreVisits(
  db: Db,
  actor: Actor,
  centres: CentreScope,
  centreId: number | null,
  raw: { visitType?: string | null; status?: string | null; from?: string | null; to?: string | null },
  pagination: Pagination | null | undefined,
  now = new Date(),
): Promise<{ totalCount: number; data: VisitView[] }> {
  const filter = parseInput(scheduledVisitsFilterSchema, raw)
  const page = toLimitOffset(pagination)
  const where = and(
    centreOrReach(centres, centreId),
    filter.visitType ? eq(visits.visitType, filter.visitType) : undefined,
    filter.status ? eq(visits.status, filter.status) : undefined,
    startingBetween(filter.from ?? singaporeToday(now), filter.to ?? null),
  )
  const [totalCount, data] = await Promise.all([
    countVisits(db, actor.schoolId, where),
    selectVisitViews(db, actor.schoolId, where, [asc(visits.visitFrom), asc(visits.id)], page),
  ])
  return { totalCount, data }
}

/**
 * getScheduledVisitsOfChild: a child's visits and trials within `reach` (from the catalogue: its parents see them
 * all, staff with visits.read those of the centres they reach), newest first.
 */
export async function listChildVisits(
  db: Db,
  actor: Actor,
  reach: SQL,
  childId: number,
): Promise<VisitView[]> {
  const ofChild = visitsOfChild(db, childId)
  return selectVisitViews(db, actor.schoolId, and(ofChild, reach), [desc(visits.visitFrom), desc(visits.id)])
}

export interface CalendarMonthView {
  centreId: number | null
  year: number
  month: number
  visits: VisitView[]
  holidays: HolidayWithCentres[]
  availabilities: AvailabilityView[]
}

/**
 * findAllCalendarEvent: one month of a centre's calendar. Cancelled and rejected visits are left out. The spec
 * hides visits on holidays or blocked slots unless they belong to a user; every visit is booked by a user, so every
 * other visit shows. Availabilities are the active ones.
 */
export async function calendarMonth(
  db: Db,
  actor: Actor,
  centres: CentreScope,
  centreId: number | null,
  raw: { year: number; month: number },
): Promise<CalendarMonthView> {
  const { year, month } = parseInput(calendarMonthSchema, raw)
  const ofCentres = centreOrReach(centres, centreId)
  const { first, last } = monthBounds(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`)
  const [monthVisits, holidays, availabilityRows] = await Promise.all([
    selectVisitViews(
      db,
      actor.schoolId,
      and(ofCentres, notInArray(visits.status, [...HIDDEN_STATUSES]), startingBetween(first, last)),
      [asc(visits.visitFrom), asc(visits.id)],
    ),
    // Availability belongs to one centre: the calendar of all centres has none.
    holidaysOverlapping(db, actor.schoolId, centreId, first, last),
    centreId === null
      ? Promise.resolve([])
      : selectAvailabilities(
          db,
          actor.schoolId,
          and(
            eq(visitAvailabilities.fkCentre, centreId),
            eq(visitAvailabilities.active, true),
            availabilityOverlaps(first, last),
          ),
        ),
  ])
  // An availability's visits in the calendar are those of the month (already loaded), not every visit ever booked
  // in it: a half-year availability of a busy centre holds thousands.
  const availabilities = availabilityRows.map((row) => ({
    ...row,
    visits: monthVisits.filter((visit) => visit.fkVisitAvailability === row.id),
  }))
  return { centreId, year, month, visits: monthVisits, holidays, availabilities }
}

/**
 * getPendingVisitCounts: per centre in reach, the visits and trials waiting for a decision from today on, in one
 * grouped statement (an index on (fk_centre, status, visit_from) answers it without reading the visits).
 */
export async function pendingVisitCounts(
  db: Db,
  actor: Actor,
  centres: CentreScope,
  now = new Date(),
): Promise<{ centreId: number; pending: number }[]> {
  return selectPendingVisitCounts(db, actor.schoolId, centres, singaporeToday(now))
}

/**
 * getTrialPeriodInvoice: the fee of the enquiry's current trial (booked or approved) when it has one; null when
 * there is no such trial or it is free.
 */
export async function trialInvoice(db: Db, actor: Actor, enquiryId: number): Promise<VisitView | null> {
  const [trial] = await selectVisitViews(
    db,
    actor.schoolId,
    and(
      eq(visits.fkEnquiry, enquiryId),
      eq(visits.visitType, 'trial'),
      inArray(visits.status, [...LIVE_STATUSES]),
    ),
    [desc(visits.createdAt), desc(visits.id)],
  )
  return trial && (trial.trialPeriodFee ?? 0) > 0 ? trial : null
}
