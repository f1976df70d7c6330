import { REFUND_STATUSES } from '@preschool/domain'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { children, refunds } from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

type RefundStatus = (typeof REFUND_STATUSES)[number]

/**
 * findAllConsolidatedRefund: a page of families (children) with refunds in reach, each with its refunds and their
 * total, by child; optionally of one status (index refunds_school_status) and centre.
 */
export async function selectConsolidatedRefunds(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  f: { status: RefundStatus | null; centreId: number | null },
  page: LimitOffset,
) {
  const where = and(
    eq(refunds.fkSchool, schoolId),
    reach,
    f.status ? eq(refunds.status, f.status) : undefined,
    f.centreId ? eq(refunds.fkCentre, f.centreId) : undefined,
  )
  const families = await db
    .select({
      childId: refunds.fkChild,
      childName: sql<string>`min(${children.firstname} || ' ' || ${children.lastname})`,
      totalAmount: sql<number>`sum(${refunds.amountCents})::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(refunds)
    .innerJoin(children, eq(children.id, refunds.fkChild))
    .where(where)
    .groupBy(refunds.fkChild)
    .orderBy(asc(refunds.fkChild))
    .limit(page.limit)
    .offset(page.offset)
  const ids = families.map((r) => r.childId)
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(and(where, inArray(refunds.fkChild, ids)))
          .orderBy(asc(refunds.refundDate), asc(refunds.id))
  return {
    total: families[0]?.total ?? 0,
    rows: families.map((fam) => ({ ...fam, items: items.filter((i) => i.fkChild === fam.childId) })),
  }
}
