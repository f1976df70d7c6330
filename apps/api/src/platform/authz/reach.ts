import { type AnyColumn, inArray, or, type SQL, sql } from 'drizzle-orm'
import {
  busDrivers,
  buses,
  capacityDrafts,
  documents,
  enquiries,
  feeDrafts,
  feeTiers,
  invoices,
  visits,
  transfers,
  withdrawals,
} from '../../db/schema'
import type { SignedInGrant } from './authorize'
import { scopeCondition } from './centre-scope'
import { limitedToClasses } from './class-scope'
import { parentOfChild, parentOfEnquiry } from './parent-of'

/** How a list's rows meet the catalogue's rules: their centre column, and what "a parent of this row" means. */
export interface ReachColumns {
  centre?: AnyColumn
  parent?: (userId: number) => SQL
  /** For rows that belong to classes: the row is in one of the user's classes (the class scope). */
  classScope?: (userId: number) => SQL
}

/**
 * The rows of a list the caller reaches, as one SQL condition: the union over the action's rules that held for
 * them (staff: the centres they reach; parent: rows they are a parent of). A list declares its columns once.
 */
export function reachCondition(grant: SignedInGrant, columns: ReachColumns): SQL {
  const parts = grant.held.map((rule): SQL => {
    switch (rule.kind) {
      case 'staff': {
        const centre = columns.centre ? scopeCondition(grant.centres, columns.centre) : sql`true`
        return columns.classScope && limitedToClasses(grant.viewer)
          ? sql`(${centre} and ${columns.classScope(grant.viewer.userId)})`
          : centre
      }
      case 'parent':
        return columns.parent ? columns.parent(grant.viewer.userId) : sql`false`
      default:
        return sql`false`
    }
  })
  return or(...parts) ?? sql`false`
}

/** The list columns of each entity, declared once like its target resolver. */
export const listReach = {
  enquiries: { centre: enquiries.fkCentre, parent: parentOfEnquiry },
  visits: {
    centre: visits.fkCentre,
    parent: (userId: number) =>
      inArray(
        visits.fkEnquiry,
        sql`(select ${enquiries.id} from ${enquiries} where ${parentOfEnquiry(userId)})`,
      ),
  },
  capacityDrafts: { centre: capacityDrafts.fkCentre },
  /** Documents of a centre (the review queue is staff's only). */
  documents: { centre: documents.fkCentre },
  buses: { centre: buses.fkCentre },
  busDrivers: { centre: busDrivers.fkCentre },
  feeTiers: { centre: feeTiers.fkCentre },
  feeDrafts: { centre: feeDrafts.fkCentre },
  /** Invoices (and their receipts): the centre's staff, and the child's family. */
  invoices: {
    centre: invoices.fkCentre,
    parent: (userId: number) => parentOfChild(invoices.fkChild, userId),
  },
  /** Withdrawals: the centre's staff, and the child's family. */
  withdrawals: {
    centre: withdrawals.fkCentre,
    parent: (userId: number) => parentOfChild(withdrawals.fkChild, userId),
  },
  /** Transfers: the staff of either centre (source or destination, one condition each), and the child's family. */
  transfersOut: {
    centre: transfers.fkSourceCentre,
    parent: (userId: number) => parentOfChild(transfers.fkChild, userId),
  },
  transfersIn: { centre: transfers.fkDestinationCentre },
} as const satisfies Record<string, ReachColumns>
