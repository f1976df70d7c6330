import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  broadcastRecipients,
  broadcasts,
  broadcastScopes,
  childLevels,
  classes,
  events,
  eventScopes,
  feeDrafts,
  invoiceRuns,
  invoices,
  leaveRequests,
  payments,
  paymentSessions,
  receipts,
  symptomClusters,
  transfers,
  withdrawals,
} from '../../db/schema'
import { inClassesOf } from './class-scope'
import { parentOfChild, qualified } from './parent-of'
import { centreRow, first, type Resolve, type TargetKind } from './target-facts'

/** A transfer's centres, the caller's parenthood of its child and its maker, in one statement. */
async function transferRow(db: DbOrTx, id: number, userId: number) {
  const row = await first(
    db
      .select({
        schoolId: transfers.fkSchool,
        source: transfers.fkSourceCentre,
        destination: transfers.fkDestinationCentre,
        isParent: sql<boolean>`${parentOfChild(transfers.fkChild, userId)}`,
        makerId: transfers.fkSubmittedBy,
      })
      .from(transfers)
      .where(eq(transfers.id, id)),
  )
  return (
    row && {
      source: row.source,
      destination: row.destination,
      facts: { schoolId: row.schoolId, isParent: row.isParent, makerId: row.makerId },
    }
  )
}

/** The targets of money and the operating day (payments, fees, invoices, attendance, events, broadcasts, withdrawals). */
export const operatingDayResolvers = {
  /**
   * A card payment session: its invoice's centre and the child's family (the enquiry's parents are the child's too,
   * so a registration order and a monthly invoice's order resolve alike).
   */
  paymentSession: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: paymentSessions.fkSchool,
          centreId: invoices.fkCentre,
          isParent: sql<boolean>`${parentOfChild(invoices.fkChild, userId)}`,
        })
        .from(paymentSessions)
        .innerJoin(invoices, eq(invoices.id, paymentSessions.fkInvoice))
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
  /** A transfer as a whole (reading it, the parent cancelling it): both its centres, and the child's family. */
  transfer: async (db, id, userId) => {
    const row = await transferRow(db, id, userId)
    return row && { ...row.facts, centreIds: [row.source, row.destination] }
  },
  /** The source centre's step: only the source centre's staff; the maker never decides. */
  transferSource: async (db, id, userId) => {
    const row = await transferRow(db, id, userId)
    return row && { ...row.facts, centreIds: [row.source] }
  },
  /** The destination centre's step (and the completion): only the destination centre's staff. */
  transferDestination: async (db, id, userId) => {
    const row = await transferRow(db, id, userId)
    return row && { ...row.facts, centreIds: [row.destination] }
  },
  /** A leave request: the centre that decides it, the child's family (a child's leave) and who made it. */
  leaveRequest: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: leaveRequests.fkSchool,
          centreId: leaveRequests.fkCentre,
          isParent: sql<boolean>`${parentOfChild(leaveRequests.fkChild, userId)}`,
          makerId: leaveRequests.fkRequestedBy,
        })
        .from(leaveRequests)
        .where(eq(leaveRequests.id, id)),
    )
    return row && { ...centreRow(row), isParent: row.isParent, makerId: row.makerId }
  },
  /** A symptom cluster: its class's centre and the caller's class scope. */
  symptomCluster: async (db, id, userId) => {
    const row = await first(
      db
        .select({
          schoolId: symptomClusters.fkSchool,
          centreId: symptomClusters.fkCentre,
          inClassScope: sql<boolean>`${inClassesOf(symptomClusters.fkClass, userId)}`,
        })
        .from(symptomClusters)
        .where(eq(symptomClusters.id, id)),
    )
    return row && { ...centreRow(row), inClassScope: row.inClassScope }
  },
} satisfies Partial<Record<TargetKind, Resolve>>
