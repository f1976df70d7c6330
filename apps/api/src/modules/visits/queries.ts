import { addDays, singaporeInstant } from '@preschool/domain'
import { and, asc, count, eq, gt, gte, inArray, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centres,
  children,
  enquiries,
  levels,
  users,
  visitAvailabilities,
  visitSlots,
  visits,
} from '../../db/schema'
import { type CentreScope, scopeCondition } from '../../platform/authz/centre-scope'
import type { LimitOffset } from '../../platform/pagination'
import { type CentreAddressRow, selectCentre, selectCentreAddresses } from '../centres'
import { selectEnquiry } from '../enquiries'

export type VisitRow = typeof visits.$inferSelect
export type AvailabilityRow = typeof visitAvailabilities.$inferSelect
export type AddressRow = CentreAddressRow

export interface CentreView {
  id: number
  label: string
  code: string
  addresses: AddressRow[]
}

/** A visit with what lists show beside it: its centre, the child and the parent who booked it. */
export interface VisitView extends VisitRow {
  centre: CentreView
  fkChild: number
  childFirstname: string
  childLastname: string
  parentFirstname: string
  parentLastname: string
  parentEmail: string
  parentPhone: string | null
  /** The label of the enquiry's level. */
  levelLabel: string
}

export type AvailabilityView = AvailabilityRow & { visits: VisitView[] }

/** Statuses of a visit that hold its slot: booked and waiting, or approved. */
export const LIVE_STATUSES = ['created', 'completed'] as const
/**
 * Statuses the calendar and availability lists leave out (spec: cancelled or rejected). A skipped visit is one
 * staff called off when they skipped the step; its seat is freed, so it is left out as a cancelled one is.
 */
export const HIDDEN_STATUSES = ['cancelled', 'rejected', 'skipped'] as const

const phone = (code: string | null, number: string | null) =>
  number ? [code, number].filter(Boolean).join(' ') : null

/** The school's visits matching `where`, with their names and level, in two queries whatever their number. */
export async function selectVisitViews(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
  orderBy: SQL[],
  page?: LimitOffset,
): Promise<VisitView[]> {
  const query = db
    .select({
      visit: visits,
      centreLabel: centres.label,
      centreCode: centres.code,
      fkChild: enquiries.fkChild,
      childFirstname: children.firstname,
      childLastname: children.lastname,
      parentFirstname: users.firstname,
      parentLastname: users.lastname,
      parentEmail: users.email,
      mobile: users.mobilePhone,
      mobileCode: users.mobilePhoneCountryCode,
      levelLabel: levels.label,
    })
    .from(visits)
    .innerJoin(enquiries, eq(enquiries.id, visits.fkEnquiry))
    .innerJoin(children, eq(children.id, enquiries.fkChild))
    .innerJoin(levels, eq(levels.id, enquiries.fkLevel))
    .innerJoin(users, eq(users.id, visits.fkUser))
    .innerJoin(centres, eq(centres.id, visits.fkCentre))
    .where(and(eq(visits.fkSchool, schoolId), where))
    .orderBy(...orderBy)
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  const addresses = await selectCentreAddresses(
    db,
    rows.map((r) => r.visit.fkCentre),
  )
  return rows.map((r) => ({
    ...r.visit,
    centre: {
      id: r.visit.fkCentre,
      label: r.centreLabel,
      code: r.centreCode,
      addresses: addresses.filter((a) => a.fkCentre === r.visit.fkCentre),
    },
    fkChild: r.fkChild,
    childFirstname: r.childFirstname,
    childLastname: r.childLastname,
    parentFirstname: r.parentFirstname,
    parentLastname: r.parentLastname,
    parentEmail: r.parentEmail,
    parentPhone: phone(r.mobileCode, r.mobile),
    levelLabel: r.levelLabel,
  }))
}

export async function countVisits(db: DbOrTx, schoolId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.fkSchool, schoolId), where))
  return row.n
}

export async function selectVisitView(db: DbOrTx, schoolId: number, visitId: number) {
  const [view] = await selectVisitViews(db, schoolId, eq(visits.id, visitId), [asc(visits.id)])
  return view ?? null
}

/** The visit; locked until the transaction ends when `lock` is set. */
export async function selectVisit(
  db: DbOrTx,
  schoolId: number,
  visitId: number,
  opts: { lock?: boolean } = {},
): Promise<VisitRow | null> {
  const query = db
    .select()
    .from(visits)
    .where(and(eq(visits.id, visitId), eq(visits.fkSchool, schoolId)))
  const [row] = await (opts.lock ? query.for('update') : query)
  return row ?? null
}

/** The visit, locked until the transaction ends. */
export const lockVisit = (db: DbOrTx, schoolId: number, visitId: number) =>
  selectVisit(db, schoolId, visitId, { lock: true })

/**
 * The enquiry, locked until the transaction ends: every change of an enquiry's visits takes this lock first, so
 * two requests for one enquiry (a double click, a parent and a staff member) apply one after the other.
 */
export const lockEnquiry = (db: DbOrTx, schoolId: number, enquiryId: number) =>
  selectEnquiry(db, schoolId, enquiryId, { lock: true })

/** The enquiry's visit of a type that still holds a slot (booked or approved), if any. */
export async function selectLiveVisit(db: DbOrTx, enquiryId: number, visitType: string) {
  const [row] = await db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.fkEnquiry, enquiryId),
        eq(visits.visitType, visitType),
        inArray(visits.status, [...LIVE_STATUSES]),
      ),
    )
    .orderBy(asc(visits.visitFrom))
    .limit(1)
  return row ?? null
}

/** The fee of an earlier trial of the enquiry that was paid but did not take place (rejected or skipped). */
export async function selectPaidUnusedTrialFee(db: DbOrTx, enquiryId: number): Promise<number | null> {
  const [row] = await db
    .select({ fee: visits.trialPeriodFee })
    .from(visits)
    .where(
      and(
        eq(visits.fkEnquiry, enquiryId),
        eq(visits.visitType, 'trial'),
        eq(visits.trialPeriodPaymentStatus, 'completed'),
        inArray(visits.status, ['rejected', 'cancelled', 'skipped']),
      ),
    )
    .limit(1)
  return row?.fee ?? null
}

export async function selectCentreView(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
): Promise<CentreView | null> {
  const centre = await selectCentre(db, schoolId, centreId)
  return centre
    ? {
        id: centre.id,
        label: centre.label,
        code: centre.code,
        addresses: await selectCentreAddresses(db, [centre.id]),
      }
    : null
}

/** Availabilities sharing a day with from..to (YYYY-MM-DD, inclusive). */
export const availabilityOverlaps = (from: string, to: string): SQL =>
  and(lte(visitAvailabilities.start, to), gte(visitAvailabilities.end, from)) as SQL

export function selectAvailabilities(db: DbOrTx, schoolId: number, where: SQL | undefined) {
  return db
    .select()
    .from(visitAvailabilities)
    .where(and(eq(visitAvailabilities.fkSchool, schoolId), where))
    .orderBy(asc(visitAvailabilities.start), asc(visitAvailabilities.from), asc(visitAvailabilities.id))
}

/** Availabilities with the visits booked in them (cancelled and rejected left out). */
export async function selectAvailabilityViews(
  db: DbOrTx,
  schoolId: number,
  where: SQL | undefined,
): Promise<AvailabilityView[]> {
  const rows = await selectAvailabilities(db, schoolId, where)
  if (rows.length === 0) return []
  const booked = await selectVisitViews(
    db,
    schoolId,
    and(
      inArray(
        visits.fkVisitAvailability,
        rows.map((r) => r.id),
      ),
      notInArray(visits.status, [...HIDDEN_STATUSES]),
    ),
    [asc(visits.visitFrom), asc(visits.id)],
  )
  return rows.map((row) => ({ ...row, visits: booked.filter((v) => v.fkVisitAvailability === row.id) }))
}

export type NewVisitRow = typeof visits.$inferInsert

export async function insertVisit(tx: DbOrTx, values: NewVisitRow): Promise<VisitRow> {
  const [visit] = await tx.insert(visits).values(values).returning()
  return visit
}

export async function updateVisit(
  tx: DbOrTx,
  visitId: number,
  values: Partial<NewVisitRow>,
): Promise<VisitRow> {
  const [row] = await tx.update(visits).set(values).where(eq(visits.id, visitId)).returning()
  return row
}

/**
 * The enquiry's visits that will not take place now (waiting for the centre, or approved and still to come),
 * locked until the transaction ends.
 */
export function lockVisitsToCallOff(tx: DbOrTx, enquiryId: number, now: Date): Promise<VisitRow[]> {
  return tx
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.fkEnquiry, enquiryId),
        or(eq(visits.status, 'created'), and(eq(visits.status, 'completed'), gt(visits.visitFrom, now))),
      ),
    )
    .for('update')
}

export async function cancelVisits(tx: DbOrTx, visitIds: number[]): Promise<void> {
  await tx.update(visits).set({ status: 'cancelled', completed: false }).where(inArray(visits.id, visitIds))
}

/** Visits of the child's enquiries, as a condition. */
export const visitsOfChild = (db: DbOrTx, childId: number): SQL =>
  inArray(
    visits.fkEnquiry,
    db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.fkChild, childId)),
  )

export type NewAvailabilityRow = typeof visitAvailabilities.$inferInsert

export async function insertAvailability(db: DbOrTx, values: NewAvailabilityRow): Promise<number> {
  const [created] = await db
    .insert(visitAvailabilities)
    .values(values)
    .returning({ id: visitAvailabilities.id })
  return created.id
}

/** No new bookings in the availability from now on. */
export async function withdrawAvailabilityRow(db: DbOrTx, schoolId: number, availabilityId: number) {
  await db
    .update(visitAvailabilities)
    .set({ active: false, cancelledAt: new Date() })
    .where(and(eq(visitAvailabilities.id, availabilityId), eq(visitAvailabilities.fkSchool, schoolId)))
}

/** Whether the level is one of the school's. */
export async function levelOfSchool(db: DbOrTx, schoolId: number, levelId: number): Promise<boolean> {
  const [level] = await db
    .select({ id: levels.id })
    .from(levels)
    .where(and(eq(levels.id, levelId), eq(levels.fkSchool, schoolId)))
  return Boolean(level)
}

/** Where a visit's seat is counted: its availability and its start. */
export interface SlotKey {
  availabilityId: number
  slotFrom: Date
}

/** The seat counters of the availabilities' slots starting in [from, to). */
export function selectSlotCounters(db: DbOrTx, availabilityIds: number[], from: Date, to: Date) {
  return db
    .select()
    .from(visitSlots)
    .where(
      and(
        inArray(visitSlots.fkVisitAvailability, availabilityIds),
        gte(visitSlots.slotFrom, from),
        lt(visitSlots.slotFrom, to),
      ),
    )
}

/**
 * Takes one seat of the slot: creates its counter on first use, then increments it with one UPDATE. The check
 * constraint visit_slots_not_overbooked refuses the increment past capacity, even for simultaneous bookings: the
 * row lock makes them wait for each other and each re-reads the committed count.
 */
export async function takeSeat(tx: DbOrTx, availability: AvailabilityRow, slotFrom: Date): Promise<void> {
  await tx
    .insert(visitSlots)
    .values({ fkVisitAvailability: availability.id, slotFrom, capacity: availability.familiesPerSlot })
    .onConflictDoNothing()
  await tx
    .update(visitSlots)
    .set({ booked: sql`${visitSlots.booked} + 1` })
    .where(and(eq(visitSlots.fkVisitAvailability, availability.id), eq(visitSlots.slotFrom, slotFrom)))
}

/** Gives a visit's seat back. */
export async function freeSeat(tx: DbOrTx, key: SlotKey): Promise<void> {
  await tx
    .update(visitSlots)
    .set({ booked: sql`${visitSlots.booked} - 1` })
    .where(
      and(
        eq(visitSlots.fkVisitAvailability, key.availabilityId),
        eq(visitSlots.slotFrom, key.slotFrom),
        sql`${visitSlots.booked} > 0`,
      ),
    )
}

export /** Visits starting on the Singapore dates from..to (inclusive). */
const startingBetween = (from: string, to: string | null) =>
  and(
    gte(visits.visitFrom, singaporeInstant(from, '00:00')),
    to ? lt(visits.visitFrom, singaporeInstant(addDays(to, 1), '00:00')) : undefined,
  )

/** Per centre in the scope, the school's visits waiting for a decision that start on the day or later. */
export function selectPendingVisitCounts(db: DbOrTx, schoolId: number, centres: CentreScope, today: string) {
  return db
    .select({ centreId: visits.fkCentre, pending: count() })
    .from(visits)
    .where(
      and(
        eq(visits.fkSchool, schoolId),
        scopeCondition(centres, visits.fkCentre),
        eq(visits.status, 'created'),
        startingBetween(today, null),
      ),
    )
    .groupBy(visits.fkCentre)
    .orderBy(asc(visits.fkCentre))
}
