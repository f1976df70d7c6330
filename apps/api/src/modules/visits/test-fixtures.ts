import {
  Access,
  addDays,
  type EnquiryStateCode,
  type SchoolConfigKey,
  singaporeInstant,
  singaporeToday,
  weekdayOf,
} from '@preschool/domain'
import { and, asc, eq } from 'drizzle-orm'
import {
  centres,
  enquiries,
  enquiryActivities,
  holidayCentres,
  holidays,
  levels,
  notifications,
  outbox,
  schoolConfigs,
  visitAvailabilities,
  visitSlots,
  visits,
} from '../../db/schema'
import {
  buildAvailability as buildSharedAvailability,
  buildCentre,
  buildFamily as buildSharedFamily,
  buildHQ,
  buildSchool,
  buildStaff,
  buildVisit as buildSharedVisit,
  type Family,
  type TestSchool,
  type TestUser,
  unique,
} from '../../test/builders'
import type { TypedDocumentString, VisitsVisitFieldsFragment } from '../../test/generated/graphql'
import { type GqlResult, gql } from '../../test/server'
import { Ops } from './visit-test-documents'

export { Ops } from './visit-test-documents'

/** Fixtures of the visits tests: a school with a centre, a level, staff who decide visits, and families. */
export const ALL = Access.read | Access.write | Access.approve
export const RW = Access.read | Access.write

export type Centre = typeof centres.$inferSelect

export interface VisitWorld {
  school: TestSchool
  centre: Centre
  otherCentre: Centre
  levelId: number
  /** The label of the level every family's enquiry is for. */
  levelLabel: string
  /** visit_management read, write and approve at `centre`. */
  staff: TestUser
  hq: TestUser
}

export async function setConfig(school: TestSchool, key: SchoolConfigKey, value: string) {
  await school.db
    .insert(schoolConfigs)
    .values({ fkSchool: school.id, key, value })
    .onConflictDoUpdate({ target: [schoolConfigs.fkSchool, schoolConfigs.key], set: { value } })
}

export async function buildVisitWorld(): Promise<VisitWorld> {
  const school = await buildSchool()
  const centre = await buildCentre(school, { label: 'Little Steps @ Test, East' })
  const otherCentre = await buildCentre(school)
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `Nursery ${unique()}`, fromMonth: 36, toMonth: 48 })
    .returning()
  // Waitlisted families may book unless a test says otherwise.
  await setConfig(school, 'allow_waitlist_visit', '1')
  const staff = await buildStaff(school, { visit_management: ALL }, [centre.id])
  const hq = await buildHQ(school, { visit_management: ALL })
  return { school, centre, otherCentre, levelId: level.id, levelLabel: level.label, staff, hq }
}

export type { Family }

/** A parent with a child and an open enquiry for the centre, in `state` (new_enquiry by default). */
export const buildFamily = (
  world: VisitWorld,
  opts: { state?: EnquiryStateCode; skipCentreVisit?: boolean; skipTrial?: boolean; centre?: Centre } = {},
): Promise<Family> =>
  buildSharedFamily(world.school, {
    centreId: (opts.centre ?? world.centre).id,
    levelId: world.levelId,
    enrollmentPlan: `${addDays(singaporeToday(), 40).slice(0, 7)}-01`,
    state: opts.state,
    child: { firstname: 'Ethan', lastname: `Tan${unique()}`, dateOfBirth: '2027-01-15' },
    overrides: {
      firstname: 'Rachel',
      lastname: 'Tan',
      skipCentreVisit: opts.skipCentreVisit ?? false,
      skipTrial: opts.skipTrial ?? false,
    },
  })

/** A centre visit of the family written straight to the table, 30 minutes from `from`, in its enquiry's centre. */
export const buildVisit = (world: VisitWorld, family: Family, from: Date, centre: Centre = world.centre) =>
  buildSharedVisit(world.school, family, { centreId: centre.id, from })

/** A Singapore date `days` after `from` that falls on a weekday (Monday to Friday): a weekend moves to Monday. */
export function weekdayAfter(from: string, days: number): string {
  let date = addDays(from, days)
  while ([0, 6].includes(weekdayOf(date))) date = addDays(date, 1)
  return date
}

/** A Singapore date `days` from today that falls on a weekday (Monday to Friday). */
export const weekdayAhead = (days: number): string => weekdayAfter(singaporeToday(), days)

/** An availability at the world's centre (see the shared builder for its defaults). */
export const buildAvailability = (
  world: VisitWorld,
  overrides: Partial<typeof visitAvailabilities.$inferInsert> = {},
) => buildSharedAvailability(world.school, world.centre.id, overrides)

/** A holiday of the school on one date: public, or closing the given centre only. */
export async function buildHoliday(
  world: VisitWorld,
  date: string,
  opts: { title: string; centreId?: number },
) {
  const [holiday] = await world.school.db
    .insert(holidays)
    .values({ fkSchool: world.school.id, title: opts.title, from: date, to: date, isPublic: !opts.centreId })
    .returning()
  if (opts.centreId)
    await world.school.db.insert(holidayCentres).values({ fkHoliday: holiday.id, fkCentre: opts.centreId })
  return holiday
}

type VisitOp = Exclude<keyof typeof Ops, 'skipVisit' | 'skipTrial'>
const rootField: Record<VisitOp, string> = {
  book: 'bookVisit',
  reschedule: 'rescheduleVisit',
  cancel: 'cancelParentMeeting',
  approve: 'approveParentMeeting',
  reject: 'rejectScheduledVisit',
  bookTrial: 'scheduleTrialPeriodVisit',
  rescheduleTrial: 'rescheduleTrialPeriodVisit',
  pay: 'recordTrialPeriodPayment',
  approveTrial: 'approveTrialPeriodVisit',
  rejectTrial: 'rejectTrialPeriodVisit',
}

/**
 * Runs a visit operation; `visit` is its answer, `result` the whole response for asserting refusals. The variables
 * are loose on purpose: refusal tests send a missing id, which the server (not the compiler) must refuse.
 */
export async function run(op: VisitOp, variables: Record<string, unknown>, token?: string) {
  const document = Ops[op] as unknown as TypedDocumentString<
    Record<string, VisitsVisitFieldsFragment>,
    unknown
  >
  const result = await gql(document, variables, token)
  return { result, visit: result.data?.[rootField[op]] ?? null }
}

export const message = (result: GqlResult<unknown>) => result.errors?.[0]?.message

export async function stateOf(world: VisitWorld, enquiryId: number) {
  const [row] = await world.school.db.select().from(enquiries).where(eq(enquiries.id, enquiryId))
  return row
}

export async function activitiesOf(world: VisitWorld, enquiryId: number) {
  return world.school.db
    .select()
    .from(enquiryActivities)
    .where(eq(enquiryActivities.fkEnquiry, enquiryId))
    .orderBy(asc(enquiryActivities.id))
}

/** A slot's row as bookedSeats lists it: when it starts (Singapore time on the day), and its booked seats. */
export const seat = (date: string, time: string, booked: number) => [
  singaporeInstant(date, time).toISOString(),
  booked,
]

export async function bookedSeats(world: VisitWorld, availabilityId: number) {
  const rows = await world.school.db
    .select()
    .from(visitSlots)
    .where(eq(visitSlots.fkVisitAvailability, availabilityId))
    .orderBy(asc(visitSlots.slotFrom))
  return rows.map((r) => [r.slotFrom.toISOString(), r.booked])
}

export async function notificationsOf(world: VisitWorld, userId: number) {
  return world.school.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.fkSchool, world.school.id), eq(notifications.fkUser, userId)))
    .orderBy(asc(notifications.id))
}

export async function emailsTo(world: VisitWorld, email: string) {
  return world.school.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.fkSchool, world.school.id), eq(outbox.recipient, email)))
    .orderBy(asc(outbox.id))
}

export async function visitRow(world: VisitWorld, visitId: number) {
  const [row] = await world.school.db.select().from(visits).where(eq(visits.id, visitId))
  return row
}

/**
 * The booking receipts (to the parent) and work-queue notices (to staff) of booking-notices.ts, told apart from the
 * decisions' notices by title: the decision tests look at decisions only (receipts: booking-emails.test.ts).
 */
const isBookingNotice = (title: string) => / request received$| moved$| to approve$| cancelled$/.test(title)

export const decisionNoticesOf = async (world: VisitWorld, userId: number) =>
  (await notificationsOf(world, userId)).filter((n) => !isBookingNotice(n.title))

export const decisionEmailsTo = async (world: VisitWorld, email: string) =>
  (await emailsTo(world, email)).filter((m) => !isBookingNotice(m.subject))
