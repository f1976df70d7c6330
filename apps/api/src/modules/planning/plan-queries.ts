import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centreCapacities,
  centreLevels,
  children,
  enquiries,
  enquiryStates,
  LIVE_SEAT_OFFER_STATUSES,
  levels,
  openEnquiry,
  seatOffers,
  transfers,
  withdrawals,
} from '../../db/schema'
import { enrolmentSeats } from './queries'

/**
 * What the plan of a centre reads, for one level or several at once (each row says its level);
 * `first` and `last` are the first and last day of the range.
 */
export interface PlanScope {
  fkSchool: number
  fkCentre: number
  fkLevels: readonly number[]
  first: string
  last: string
}

/** The level's age range and promotion date. */
export async function selectLevelRule(db: DbOrTx, fkSchool: number, fkLevel: number) {
  const [row] = await db
    .select({
      id: levels.id,
      label: levels.label,
      toMonth: levels.toMonth,
      promotionDate: levels.promotionDate,
    })
    .from(levels)
    .where(and(eq(levels.id, fkLevel), eq(levels.fkSchool, fkSchool)))
  return row ?? null
}

/** The levels a centre offers (an active offer of an active level), youngest first. */
export async function selectCentrePlanLevels(db: DbOrTx, fkSchool: number, fkCentre: number) {
  return db
    .selectDistinct({
      id: levels.id,
      label: levels.label,
      toMonth: levels.toMonth,
      promotionDate: levels.promotionDate,
      fromMonth: levels.fromMonth,
    })
    .from(centreLevels)
    .innerJoin(levels, and(eq(levels.id, centreLevels.fkLevel), eq(levels.active, true)))
    .where(
      and(
        eq(centreLevels.fkSchool, fkSchool),
        eq(centreLevels.fkCentre, fkCentre),
        eq(centreLevels.active, true),
      ),
    )
    .orderBy(asc(levels.fromMonth), asc(levels.id))
}

/** Every active capacity record of the centre and level up to the range's end, oldest first (the newest wins). */
export function selectCapacityHistory(db: DbOrTx, s: PlanScope) {
  return db
    .select({
      fkLevel: centreCapacities.fkLevel,
      id: centreCapacities.id,
      date: centreCapacities.date,
      capacity: centreCapacities.capacity,
    })
    .from(centreCapacities)
    .where(
      and(
        eq(centreCapacities.fkSchool, s.fkSchool),
        eq(centreCapacities.fkCentre, s.fkCentre),
        inArray(centreCapacities.fkLevel, [...s.fkLevels]),
        eq(centreCapacities.active, true),
        lte(centreCapacities.date, s.last),
      ),
    )
    .orderBy(asc(centreCapacities.date), asc(centreCapacities.id))
}

/** The enrolled children of the centre and level whose seat overlaps the range, with their dates of birth. */
export function selectEnrolledChildren(db: DbOrTx, s: PlanScope) {
  const seats = enrolmentSeats(db, s.fkSchool, s.fkLevels, [s.fkCentre])
  return db
    .select({
      fkLevel: seats.fkLevel,
      from: seats.from,
      to: seats.to,
      dateOfBirth: children.dateOfBirth,
      // The child's last day when it is leaving by withdrawal: its ended seat's, or its approved withdrawal's.
      leavesOn: sql<string | null>`case when ${seats.moveReason} = 'withdrawn' then ${seats.to}::text
        else (select ${withdrawals.effectiveDate}::text from ${withdrawals}
          where ${withdrawals.fkChild} = ${seats.fkChild} and ${withdrawals.status} = 'approved' limit 1) end`,
      // The child's first day elsewhere when it is moving out of this seat's centre by an approved or completed
      // transfer: its seat here frees up from then.
      transferOn: sql<string | null>`(select ${transfers.effectiveDate}::text from ${transfers}
          where ${transfers.fkChild} = ${seats.fkChild} and ${transfers.fkSourceCentre} = ${seats.fkCentre}
            and ${transfers.status} in ('approved', 'completed') order by ${transfers.id} desc limit 1)`,
    })
    .from(seats)
    .innerJoin(children, eq(children.id, seats.fkChild))
    .where(and(lte(seats.from, s.last), or(isNull(seats.to), gte(seats.to, s.first))))
}

const pendingRegistrationStates = sql`(select ${enquiryStates.id} from ${enquiryStates}
  where ${enquiryStates.group} = 'enrolment' and ${enquiryStates.code} <> 'enrolled')`

/**
 * The families on their way to a seat, each with the first month it holds: a live seat offer (from its month), or
 * an open enquiry in the enrolment group short of enrolled that holds no live offer (from its enrolment month).
 */
export async function selectPendingRegistrations(
  db: DbOrTx,
  s: PlanScope,
): Promise<{ fkLevel: number; month: string; isTransfer: boolean }[]> {
  const [offers, unoffered] = await Promise.all([
    db
      .select({
        fkLevel: seatOffers.fkLevel,
        month: seatOffers.month,
        // A seat held for a transfer enquiry is a transfer in, not a registration.
        isTransfer: enquiries.isTransferEnquiry,
      })
      .from(seatOffers)
      .innerJoin(enquiries, eq(enquiries.id, seatOffers.fkEnquiry))
      .where(
        and(
          eq(seatOffers.fkSchool, s.fkSchool),
          eq(seatOffers.fkCentre, s.fkCentre),
          inArray(seatOffers.fkLevel, [...s.fkLevels]),
          inArray(seatOffers.status, [...LIVE_SEAT_OFFER_STATUSES]),
          lte(seatOffers.month, s.last),
        ),
      ),
    db
      .select({
        fkLevel: sql<number>`${enquiries.fkLevel}`,
        month: sql<string>`date_trunc('month', ${enquiries.enrollmentPlan})::date::text`,
        isTransfer: sql<boolean>`false`,
      })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.fkSchool, s.fkSchool),
          eq(enquiries.fkCentre, s.fkCentre),
          inArray(enquiries.fkLevel, [...s.fkLevels]),
          openEnquiry(enquiries),
          sql`${enquiries.fkEnquiryState} in ${pendingRegistrationStates}`,
          lte(enquiries.enrollmentPlan, s.last),
          sql`not exists (select 1 from ${seatOffers} where ${seatOffers.fkEnquiry} = ${enquiries.id}
            and ${seatOffers.status} in ('offered', 'accepted'))`,
        ),
      ),
  ])
  return [...offers, ...unoffered]
}

/**
 * The waitlist of the centre and level: open enquiries still before the enrolment group (start, visit or trial)
 * that joined the waitlist, by the month they want to start (the admissions stage waiting_list, same rule).
 */
export function selectWaitlistMonths(db: DbOrTx, s: PlanScope) {
  return db
    .select({
      fkLevel: sql<number>`${enquiries.fkLevel}`,
      month: sql<string>`date_trunc('month', ${enquiries.enrollmentPlan})::date::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(enquiries)
    .innerJoin(enquiryStates, eq(enquiryStates.id, enquiries.fkEnquiryState))
    .where(
      and(
        eq(enquiries.fkSchool, s.fkSchool),
        eq(enquiries.fkCentre, s.fkCentre),
        inArray(enquiries.fkLevel, [...s.fkLevels]),
        openEnquiry(enquiries),
        isNotNull(enquiries.waitlistedAt),
        inArray(enquiryStates.group, ['start', 'visit', 'trial']),
        gte(enquiries.enrollmentPlan, s.first),
        lte(enquiries.enrollmentPlan, s.last),
      ),
    )
    .groupBy(sql`1`, sql`2`)
}
