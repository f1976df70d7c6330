import { type Column, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  accessControls,
  attendanceEntries,
  bankAccounts,
  blacklistDrafts,
  blacklists,
  busDrivers,
  buses,
  capacityDrafts,
  centres,
  childClasses,
  childInjuries,
  childLevels,
  children,
  classes,
  documents,
  enquiries,
  holidayCentres,
  holidays,
  openEnquiry,
  staff,
  users,
  visitAvailabilities,
  visits,
  waitlistTags,
} from '../../db/schema'
import { inClassesOf } from './class-scope'
import { parentOfChild, parentOfEnquiry, qualified } from './parent-of'
import { centreRow, first, type Resolve, type TargetFacts, type TargetKind } from './target-facts'
import { operatingDayResolvers } from './targets-operating-day'

export type { RowFacts, TargetFacts, TargetIds, TargetKind } from './target-facts'
export { centreRow } from './target-facts'

/**
 * The centres a child belongs to now, as a JSON array: those of its current and upcoming seats and of its open
 * enquiries. A closed enquiry (cancelled, blacklisted, or an old one elsewhere) gives no reach.
 */
const childCentres = (childId: Column): SQL<number[]> => sql<
  number[]
>`(select coalesce(json_agg(distinct centre_id), '[]') from (
    select child_enquiry.fk_centre as centre_id from ${enquiries} as child_enquiry
    where child_enquiry.fk_child = ${qualified(childId)} and ${openEnquiry({
      active: sql`child_enquiry.active`,
      fkEnquiryState: sql`child_enquiry.fk_enquiry_state`,
    })}
    union all
    select seat.fk_centre from ${childLevels} as seat
    where seat.fk_child = ${qualified(childId)}
      and (seat.to_date is null or seat.to_date >= current_date)) as child_centres)`

/** Each resolver is one indexed statement: the target's school, centres and the caller's parenthood together. */
const resolvers: Record<Exclude<TargetKind, 'school'>, Resolve> = {
  centre: async (db, id) => {
    const row = await first(db.select({ schoolId: centres.fkSchool }).from(centres).where(eq(centres.id, id)))
    return row && { schoolId: row.schoolId, centreIds: [id], isParent: false }
  },
  enquiry: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: enquiries.fkSchool,
          centreId: enquiries.fkCentre,
          isParent: sql<boolean>`${parentOfEnquiry(userId)}`,
        })
        .from(enquiries)
        .where(eq(enquiries.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: [row.centreId], isParent: row.isParent }
  },
  visit: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: visits.fkSchool,
          centreId: visits.fkCentre,
          isParent: sql<boolean>`${parentOfEnquiry(userId)}`,
        })
        .from(visits)
        .innerJoin(enquiries, eq(enquiries.id, visits.fkEnquiry))
        .where(eq(visits.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: [row.centreId], isParent: row.isParent }
  },
  /**
   * The centres of a child: those of its current and upcoming seats and of its open enquiries (a closed enquiry at
   * another centre gives that centre's staff no reach); in the caller's class scope when a current or upcoming
   * placement is in one of their classes.
   */
  child: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: children.fkSchool,
          centreIds: childCentres(children.id),
          isParent: sql<boolean>`${parentOfChild(children.id, userId)}`,
          inClassScope: sql<boolean>`exists (select 1 from ${childClasses} as placement
            where placement.fk_child = ${qualified(children.id)}
              and (placement.to_date is null or placement.to_date >= current_date)
              and ${inClassesOf(sql`placement.fk_class`, userId)})`,
        })
        .from(children)
        .where(eq(children.id, id)),
    )
    return row && { ...row, centreIds: row.centreIds }
  },
  class: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: classes.fkSchool,
          centreId: classes.fkCentre,
          inClassScope: sql<boolean>`${inClassesOf(classes.id, userId)}`,
        })
        .from(classes)
        .where(eq(classes.id, id)),
    )
    return (
      row && {
        schoolId: row.schoolId,
        centreIds: [row.centreId],
        isParent: false,
        inClassScope: row.inClassScope,
      }
    )
  },
  availability: async (db, id) => {
    const row = await first(
      db
        .select({ schoolId: visitAvailabilities.fkSchool, centreId: visitAvailabilities.fkCentre })
        .from(visitAvailabilities)
        .where(eq(visitAvailabilities.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: [row.centreId], isParent: false }
  },
  capacityDraft: async (db, id) => {
    const row = await first(
      db
        .select({
          schoolId: capacityDrafts.fkSchool,
          centreId: capacityDrafts.fkCentre,
          makerId: capacityDrafts.fkRequester,
        })
        .from(capacityDrafts)
        .where(eq(capacityDrafts.id, id)),
    )
    return row && { ...centreRow(row), makerId: row.makerId }
  },
  /** A family on the blacklist belongs to the centre that asked for it. */
  blacklistEntry: async (db, id) => {
    const row = await first(
      db
        .select({ schoolId: blacklists.fkSchool, centreId: blacklists.fkCentre })
        .from(blacklists)
        .where(eq(blacklists.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: [row.centreId], isParent: false }
  },
  blacklistDraft: async (db, id) => {
    const row = await first(
      db
        .select({
          schoolId: blacklistDrafts.fkSchool,
          centreId: blacklistDrafts.fkCentre,
          makerId: blacklistDrafts.fkUser,
        })
        .from(blacklistDrafts)
        .where(eq(blacklistDrafts.id, id)),
    )
    return row && { ...centreRow(row), makerId: row.makerId }
  },
  /**
   * A member of staff: one holding head office access reaches every centre, so only head office reaches them (as a
   * school-wide target changing every centre); any other is reached through one of the centres they work at, so
   * staff of other centres are refused before their input is read.
   */
  staffMember: async (db, id) => {
    const row = await first(
      db
        .select({
          schoolId: staff.fkSchool,
          headOffice: users.isHQStaff,
          centreIds: sql<number[]>`(select coalesce(json_agg(access.fk_centre), '[]')
            from ${accessControls} as access
            where access.fk_user = ${qualified(staff.fkUser)} and access.fk_centre is not null)`,
        })
        .from(staff)
        .innerJoin(users, eq(users.id, staff.fkUser))
        .where(eq(staff.id, id)),
    )
    if (!row) return row
    return row.headOffice
      ? { schoolId: row.schoolId, centreIds: null, isParent: false, reachEvery: true as const }
      : { schoolId: row.schoolId, centreIds: row.centreIds, isParent: false }
  },
  /** A public holiday closes every centre, so it is school-wide; changing a holiday changes each centre it closes. */
  holiday: async (db, id) => {
    const row = await first(
      db
        .select({
          schoolId: holidays.fkSchool,
          isPublic: holidays.isPublic,
          centreIds: sql<number[]>`(select coalesce(json_agg(closing.fk_centre), '[]')
            from ${holidayCentres} as closing where closing.fk_holiday = ${qualified(holidays.id)})`,
        })
        .from(holidays)
        .where(eq(holidays.id, id)),
    )
    return (
      row && {
        schoolId: row.schoolId,
        centreIds: row.isPublic ? null : row.centreIds,
        isParent: false,
        reachEvery: true,
      }
    )
  },
  /** A waitlist tag: its centre's, or school-wide. */
  tag: async (db, id) => {
    const row = await first(
      db
        .select({ schoolId: waitlistTags.fkSchool, centreId: waitlistTags.fkCentre })
        .from(waitlistTags)
        .where(eq(waitlistTags.id, id)),
    )
    return (
      row && {
        schoolId: row.schoolId,
        centreIds: row.centreId === null ? null : [row.centreId],
        isParent: false,
      }
    )
  },
  /** A document: its enquiry's centre (a profile document: the child's centres) and the child's family. */
  document: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: documents.fkSchool,
          centreIds: sql<number[]>`case when ${qualified(documents.fkCentre)} is not null
            then json_build_array(${qualified(documents.fkCentre)})
            else ${childCentres(documents.fkChild)} end`,
          isParent: sql<boolean>`${parentOfChild(documents.fkChild, userId)}`,
        })
        .from(documents)
        .where(eq(documents.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: row.centreIds, isParent: row.isParent }
  },
  bus: async (db, id) => {
    const row = await first(
      db.select({ schoolId: buses.fkSchool, centreId: buses.fkCentre }).from(buses).where(eq(buses.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: [row.centreId], isParent: false }
  },
  busDriver: async (db, id) => {
    const row = await first(
      db
        .select({ schoolId: busDrivers.fkSchool, centreId: busDrivers.fkCentre })
        .from(busDrivers)
        .where(eq(busDrivers.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: [row.centreId], isParent: false }
  },
  /** A child's bank account: the child's school, centres, family and class scope. */
  bankAccount: async (db, id, userId) => {
    const row = await first(
      db.select({ childId: bankAccounts.fkChild }).from(bankAccounts).where(eq(bankAccounts.id, id)),
    )
    return row && resolvers.child(db, row.childId, userId)
  },
  /** A register mark: the class it was marked in (its centre and class scope). */
  attendanceEntry: async (db, id, userId) => {
    const row = await first(
      db
        .select({ classId: attendanceEntries.fkClass })
        .from(attendanceEntries)
        .where(eq(attendanceEntries.id, id)),
    )
    return row && resolvers.class(db, row.classId, userId)
  },
  /** An injury: its child's school, centres, family and class scope. */
  injury: async (db, id, userId) => {
    const row = await first(
      db.select({ childId: childInjuries.fkChild }).from(childInjuries).where(eq(childInjuries.id, id)),
    )
    return row && resolvers.child(db, row.childId, userId)
  },
  ...operatingDayResolvers,
}

/** How a missing target is named in its `not found` message. */
const labels: Record<TargetKind, string> = {
  school: 'School',
  centre: 'Centre',
  enquiry: 'Enquiry',
  visit: 'Visit',
  child: 'Child',
  availability: 'Availability',
  holiday: 'Holiday',
  class: 'Class',
  capacityDraft: 'Capacity change request',
  tag: 'Tag',
  blacklistEntry: 'Blacklist entry',
  blacklistDraft: 'Blacklist request',
  document: 'Document',
  bus: 'Bus',
  busDriver: 'Bus driver',
  feeDraft: 'Fee draft',
  bankAccount: 'Bank account',
  invoice: 'Invoice',
  receipt: 'Receipt',
  paymentSession: 'Payment order',
  invoiceRun: 'Invoice run',
  attendanceEntry: 'Attendance entry',
  injury: 'Injury',
  event: 'Event',
  broadcast: 'Broadcast',
  withdrawal: 'Withdrawal',
  transfer: 'Transfer',
  transferSource: 'Transfer',
  transferDestination: 'Transfer',
  leaveRequest: 'Leave request',
  symptomCluster: 'Symptom cluster',
  staffMember: 'Staff',
}

export const targetLabel = (kind: TargetKind) => labels[kind]

/** The facts of one target; a school is its own target (any parent of a school is its parent). Null if unknown. */
export function resolveTarget(
  db: DbOrTx,
  kind: TargetKind,
  id: number,
  userId: number,
): Promise<TargetFacts | null> {
  if (kind === 'school') return Promise.resolve({ schoolId: id, centreIds: null, isParent: true })
  return resolvers[kind](db, id, userId)
}
