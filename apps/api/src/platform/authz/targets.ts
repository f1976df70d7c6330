import { type Column, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  attendanceEntries,
  bankAccounts,
  broadcastRecipients,
  broadcasts,
  broadcastScopes,
  blacklistDrafts,
  blacklists,
  busDrivers,
  buses,
  capacityDrafts,
  centres,
  childClasses,
  childLevels,
  children,
  classes,
  documents,
  enquiries,
  events,
  eventScopes,
  feeDrafts,
  holidayCentres,
  holidays,
  invoiceRuns,
  invoices,
  openEnquiry,
  payments,
  paymentSessions,
  receipts,
  visitAvailabilities,
  visits,
  waitlistTags,
  withdrawals,
} from '../../db/schema'
import { inClassesOf } from './class-scope'
import { parentOfChild, parentOfEnquiry, qualified } from './parent-of'

/** What an action can be checked against. Add an entity here with its resolver below, once. */
export type TargetKind =
  | 'school'
  | 'centre'
  | 'enquiry'
  | 'visit'
  | 'child'
  | 'availability'
  | 'holiday'
  | 'class'
  | 'capacityDraft'
  | 'tag'
  | 'blacklistEntry'
  | 'blacklistDraft'
  | 'document'
  | 'bus'
  | 'busDriver'
  | 'feeDraft'
  | 'bankAccount'
  | 'invoice'
  | 'receipt'
  | 'paymentSession'
  | 'invoiceRun'
  | 'attendanceEntry'
  | 'event'
  | 'broadcast'
  | 'withdrawal'

/** What the rules need to know of a target: its school, its centres (null: school-wide), whether the caller is its parent. */
export interface TargetFacts {
  schoolId: number
  centreIds: number[] | null
  isParent: boolean
  /** For targets that belong to classes (a class, a child): whether it is one of the caller's classes. */
  inClassScope?: boolean
  /**
   * A target that changes each of its centres (a holiday closing several): staff must reach every one of them, and a
   * school-wide one (no centres) only HQ reaches.
   */
  reachEvery?: true
  /** For a request decided by another (maker-approver): the user who made it. */
  makerId?: number
}

/** The facts of a row the caller already holds (of their school: the root field's guard checked it). */
export type RowFacts = Omit<TargetFacts, 'schoolId'>

/**
 * The ids of a request's targets, read from its arguments; a null id (an insert) is skipped. A kind may name more
 * than one (a class and the class its children move to): the rules must hold at each.
 */
export type TargetIds = Partial<Record<TargetKind, number | null | undefined | readonly number[]>>

type Resolve = (db: DbOrTx, id: number, userId: number) => Promise<TargetFacts | null>

const first = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null

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

/** The facts of a row that belongs to one centre and no family (a request, a bus...), from its columns. */
export const centreRow = (row: { schoolId: number; centreId: number }): TargetFacts => ({
  schoolId: row.schoolId,
  centreIds: [row.centreId],
  isParent: false,
})

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
  /** A card payment session: its enquiry's centre and family (only the enquiry's parents pay by card). */
  paymentSession: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: paymentSessions.fkSchool,
          centreId: enquiries.fkCentre,
          isParent: sql<boolean>`${parentOfEnquiry(userId)}`,
        })
        .from(paymentSessions)
        .innerJoin(enquiries, eq(enquiries.id, paymentSessions.fkEnquiry))
        .where(eq(paymentSessions.id, id)),
    )
    return row && { schoolId: row.schoolId, centreIds: [row.centreId], isParent: row.isParent }
  },
  feeDraft: async (db, id) => {
    const row = await first(
      db
        .select({ schoolId: feeDrafts.fkSchool, centreId: feeDrafts.fkCentre, makerId: feeDrafts.fkUser })
        .from(feeDrafts)
        .where(eq(feeDrafts.id, id)),
    )
    return row && { ...centreRow(row), makerId: row.makerId }
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
  /** An invoice: its centre, and the child's family. */
  invoice: async (db, id, userId) =>
    first(
      db
        .select({
          schoolId: invoices.fkSchool,
          centreIds: sql<number[]>`json_build_array(${qualified(invoices.fkCentre)})`,
          isParent: sql<boolean>`${parentOfChild(invoices.fkChild, userId)}`,
        })
        .from(invoices)
        .where(eq(invoices.id, id)),
    ),
  /** A monthly invoice run: its centre (null: the whole school, head office's) and who started it. */
  invoiceRun: async (db, id) => {
    const row = await first(
      db
        .select({
          schoolId: invoiceRuns.fkSchool,
          centreId: invoiceRuns.fkCentre,
          makerId: invoiceRuns.fkMaker,
        })
        .from(invoiceRuns)
        .where(eq(invoiceRuns.id, id)),
    )
    return (
      row && {
        schoolId: row.schoolId,
        centreIds: row.centreId === null ? null : [row.centreId],
        isParent: false,
        makerId: row.makerId,
        // A whole-school run reaches every centre: head office's alone.
        ...(row.centreId === null ? { reachEvery: true as const } : {}),
      }
    )
  },
  /**
   * A broadcast: the centres of its scopes (a whole-school one has none, so any staff of the module reaches it), and
   * "parent" only for a family it was published to (and not deleted since).
   */
  broadcast: async (db, id, userId) =>
    first(
      db
        .select({
          schoolId: broadcasts.fkSchool,
          centreIds: sql<number[] | null>`(select case when bool_or(scope.scope_type = 'school') then null
              else coalesce(json_agg(distinct scope_centre.id) filter (where scope_centre.id is not null), '[]') end
            from ${broadcastScopes} as scope
            left join lateral (
              select scope.fk_centre as id where scope.fk_centre is not null
              union all select cls.fk_centre from ${classes} as cls where cls.id = scope.fk_class
              union all select seat.fk_centre from ${childLevels} as seat
                where seat.fk_child = scope.fk_child and seat.to_date is null
            ) as scope_centre on true
            where scope.fk_broadcast = ${qualified(broadcasts.id)})`,
          isParent: sql<boolean>`(${qualified(broadcasts.status)} = 'published' and exists (
            select 1 from ${broadcastRecipients} as recipient
            where recipient.fk_broadcast = ${qualified(broadcasts.id)} and recipient.fk_user = ${userId}))`,
        })
        .from(broadcasts)
        .where(eq(broadcasts.id, id)),
    ),
  /** A receipt: its invoice's centre and the child's family. */
  receipt: async (db, id, userId) =>
    first(
      db
        .select({
          schoolId: receipts.fkSchool,
          centreIds: sql<number[]>`json_build_array(${qualified(invoices.fkCentre)})`,
          isParent: sql<boolean>`${parentOfChild(invoices.fkChild, userId)}`,
        })
        .from(receipts)
        .innerJoin(payments, eq(payments.id, receipts.fkPayment))
        .innerJoin(invoices, eq(invoices.id, payments.fkInvoice))
        .where(eq(receipts.id, id)),
    ),
  /**
   * An event: the centres it invites (null when it invites the whole school), every one of which staff must reach; its
   * submitter is the maker of the publishing decision.
   */
  event: async (db, id) => {
    const row = await first(
      db
        .select({
          schoolId: events.fkSchool,
          makerId: events.fkSubmitter,
          schoolWide: sql<boolean>`exists (select 1 from ${eventScopes} as scope
            where scope.fk_event = ${qualified(events.id)} and scope.fk_centre is null)`,
          centreIds: sql<number[]>`(select coalesce(json_agg(distinct scope.fk_centre), '[]')
            from ${eventScopes} as scope
            where scope.fk_event = ${qualified(events.id)} and scope.fk_centre is not null)`,
        })
        .from(events)
        .where(eq(events.id, id)),
    )
    return (
      row && {
        schoolId: row.schoolId,
        centreIds: row.schoolWide ? null : row.centreIds,
        isParent: false,
        reachEvery: true,
        ...(row.makerId === null ? {} : { makerId: row.makerId }),
      }
    )
  },
  /** A withdrawal: its centre, the child's family, and who submitted it (maker-approver). */
  withdrawal: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: withdrawals.fkSchool,
          centreId: withdrawals.fkCentre,
          isParent: sql<boolean>`${parentOfChild(withdrawals.fkChild, userId)}`,
          makerId: withdrawals.fkSubmittedBy,
        })
        .from(withdrawals)
        .where(eq(withdrawals.id, id)),
    )
    return row && { ...centreRow(row), isParent: row.isParent, makerId: row.makerId }
  },
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
  event: 'Event',
  broadcast: 'Broadcast',
  withdrawal: 'Withdrawal',
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
