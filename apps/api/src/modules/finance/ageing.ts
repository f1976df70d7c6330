import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, invoices } from '../../db/schema'

/**
 * getAgeingReport: the outstanding amounts of issued invoices per centre, by days past the due date on `asOf`
 * (0-30 counts as current: a family is chased from the second month). One aggregate over the partial index
 * invoices_school_outstanding, which holds only what is still owed.
 */
export function selectAgeing(db: DbOrTx, schoolId: number, reach: SQL, asOf: string) {
  const late = sql`(${asOf}::date - ${invoices.dueDate})`
  const bucket = (condition: SQL) =>
    sql<number>`coalesce(sum(${invoices.outstandingCents}) filter (where ${condition}), 0)::int`
  return db
    .select({
      IDCentre: invoices.fkCentre,
      centreName: sql<string>`min(${centres.label})`,
      current: bucket(sql`${late} <= 30`),
      days31to60: bucket(sql`${late} between 31 and 60`),
      days61to90: bucket(sql`${late} between 61 and 90`),
      over90: bucket(sql`${late} > 90`),
      total: sql<number>`coalesce(sum(${invoices.outstandingCents}), 0)::int`,
      invoiceCount: sql<number>`count(*)::int`,
    })
    .from(invoices)
    .innerJoin(centres, eq(centres.id, invoices.fkCentre))
    .where(
      and(
        eq(invoices.fkSchool, schoolId),
        eq(invoices.status, 'issued'),
        sql`${invoices.outstandingCents} > 0`,
        sql`${invoices.invoiceDate} <= ${asOf}`,
        reach,
      ),
    )
    .groupBy(invoices.fkCentre)
    .orderBy(sql`min(${centres.label})`)
}
