import { and, asc, count, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, children, enquiries, levels, users, visitAvailabilities, visits } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'
import { type CentreAddressRow, selectCentreAddresses } from '../centres/queries'
import { selectEnquiry } from '../enquiries/queries'

export type { EnquiryRow } from '../enquiries/transition'
export { selectEnquiry }

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

export async function selectCentre(db: DbOrTx, schoolId: number, centreId: number) {
  const [row] = await db
    .select({ id: centres.id, label: centres.label, code: centres.code })
    .from(centres)
    .where(and(eq(centres.id, centreId), eq(centres.fkSchool, schoolId)))
  return row ?? null
}

export async function selectCentreView(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
): Promise<CentreView | null> {
  const centre = await selectCentre(db, schoolId, centreId)
  return centre ? { ...centre, addresses: await selectCentreAddresses(db, [centre.id]) } : null
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
