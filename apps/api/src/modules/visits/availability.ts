import {
  dateRangeSchema,
  monthBounds,
  singaporeToday,
  visitAvailabilityInputSchema,
  visitMonthSchema,
  visitTypeSchema,
} from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { visitAvailabilities } from '../../db/schema'
import type { Actor } from '../../platform/authz/actor'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { notFound, parseInput } from '../../platform/errors/domain-error'
import { assertOpenEnquiry, schoolEnquiry } from '../enquiries'
import { assertMayBook, centreVisitEnd } from './booking'
import {
  type AvailabilityView,
  availabilityOverlaps,
  insertAvailability,
  selectAvailabilityViews,
  withdrawAvailabilityRow,
  selectLiveVisit,
} from './queries'
import { type OpenSlot, openSlots } from './slots'

const byId = (id: number) => eq(visitAvailabilities.id, id)

/** addCalendarEvent: publishes an availability of a centre (the guard checked the staff member reaches it). */
export async function addAvailability(
  db: Db,
  grant: SignedInGrant,
  centreId: number,
  raw: unknown,
  now = new Date(),
): Promise<AvailabilityView> {
  const input = parseInput(visitAvailabilityInputSchema(singaporeToday(now)), raw)
  const schoolId = grant.viewer.schoolId
  const created = await insertAvailability(db, {
    ...input,
    fkSchool: schoolId,
    fkCentre: centreId,
    fkCreatedBy: grant.viewer.userId,
  })
  const [view] = await selectAvailabilityViews(db, schoolId, byId(created))
  return view
}

/**
 * cancelAvailability: no new bookings in it. Visits already booked stay and are honoured; their seats stay counted.
 * Withdrawing one already withdrawn changes nothing.
 */
export async function withdrawAvailability(
  db: Db,
  grant: SignedInGrant,
  availabilityId: number,
): Promise<AvailabilityView> {
  const schoolId = grant.viewer.schoolId
  const [existing] = await selectAvailabilityViews(db, schoolId, byId(availabilityId))
  if (!existing) throw notFound('Availability')
  if (!existing.active) return existing
  await withdrawAvailabilityRow(db, schoolId, availabilityId)
  return { ...existing, active: false }
}

/** findAllVisitAvailability: a centre's availabilities overlapping from..to, withdrawn ones included. */
export async function listAvailability(
  db: Db,
  actor: Actor,
  centreId: number,
  raw: { from: string; to: string },
): Promise<AvailabilityView[]> {
  const range = parseInput(dateRangeSchema, raw)
  return selectAvailabilityViews(
    db,
    actor.schoolId,
    and(eq(visitAvailabilities.fkCentre, centreId), availabilityOverlaps(range.from, range.to)),
  )
}

/** The open slots of the parent's enquiry's centre for a visit type on from..to. */
async function enquirySlots(
  db: Db,
  actor: Actor,
  enquiryId: number,
  rawType: string,
  range: { from: string; to: string },
  now: Date,
): Promise<OpenSlot[]> {
  const visitType = parseInput(visitTypeSchema, rawType)
  const enquiry = await schoolEnquiry(db, actor.schoolId, enquiryId, { lock: false })
  assertOpenEnquiry(enquiry)
  // A family that may not book yet (no vacancy, allow_waitlist_visit off) hears why before choosing a day; one
  // moving a booking it holds is not asked again.
  if (!(await selectLiveVisit(db, enquiry.id, visitType))) await assertMayBook(db, enquiry)
  // A trial is offered only from the end of the centre visit on: slots starting before it count as gone.
  const visitEnd = visitType === 'trial' ? await centreVisitEnd(db, enquiry.id) : null
  const notBefore = visitEnd && visitEnd > now ? new Date(visitEnd.getTime() - 1) : now
  return openSlots(db, {
    schoolId: enquiry.fkSchool,
    centreId: enquiry.fkCentre,
    visitType,
    now: notBefore,
    ...range,
  })
}

/**
 * getAvailableDaysOfMonth: the days of a month (YYYY-MM) with at least one open slot. The spec's call names only
 * the enquiry and the visit type: without a month it answers for this month in Singapore.
 */
export async function availableDays(
  db: Db,
  actor: Actor,
  enquiryId: number,
  rawType: string,
  rawMonth: string | null | undefined,
  now = new Date(),
): Promise<string[]> {
  const today = singaporeToday(now)
  const { first, last } = monthBounds(parseInput(visitMonthSchema, rawMonth ?? today.slice(0, 7)))
  if (last < today) return []
  const slots = await enquirySlots(
    db,
    actor,
    enquiryId,
    rawType,
    { from: first < today ? today : first, to: last },
    now,
  )
  return [...new Set(slots.map((s) => s.date))]
}

/** getVisitTimeSlot: the open slots of one day, earliest first. */
export async function availableSlots(
  db: Db,
  actor: Actor,
  enquiryId: number,
  rawType: string,
  date: string,
  now = new Date(),
): Promise<OpenSlot[]> {
  // The Date scalar has checked the date already.
  return enquirySlots(db, actor, enquiryId, rawType, { from: date, to: date }, now)
}
