import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoiceItems, invoices } from '../../db/schema'
import { gql } from '../../test/server'
import { buildRunWorld, ISSUE, RUN, START, workRuns } from './test-support'

// More lines than one statement's 65,535 parameters hold at 11 a line (found at the large operator's size).
const CHARGES = 6_000

describe('the monthly invoice run with many lines', () => {
  it('issues a child with thousands of unbilled charges: every line on the invoice', async () => {
    const w = await buildRunWorld()
    await w.school.db.execute(sql`
      insert into charges (fk_school, fk_centre, fk_child, charge_date, source, source_id, label, quantity,
                           unit_price_cents, amount_cents, taxable, cda_payable)
      select ${w.school.id}, ${w.centre.id}, ${w.working.childId}, '2027-03-02', 'late_pickup', 1000 + n,
             'Late pickup ' || n, 1, 100, 100, false, false
      from generate_series(1, ${CHARGES}) as n`)
    const started = await gql(
      START,
      { IDSchool: w.school.id, IDCentre: w.centre.id, month: '2027-03-01' },
      w.maker.token,
    )
    const runId = started.data!.createInvoiceRun.ID
    await workRuns()
    expect((await gql(ISSUE, { IDInvoiceRun: runId }, w.approver.token)).errors).toBeUndefined()
    await workRuns()
    expect((await gql(RUN, { IDInvoiceRun: runId }, w.maker.token)).data!.getInvoiceRun.status).toBe('issued')
    const [invoice] = await w.school.db.select().from(invoices).where(eq(invoices.fkChild, w.working.childId))
    const [{ count }] = await w.school.db
      .select({ count: sql<number>`count(*)::int` })
      .from(invoiceItems)
      .where(eq(invoiceItems.fkInvoice, invoice.id))
    // The fee, the subsidy, the charge of the world, and the 6,000 added.
    expect(count).toBe(3 + CHARGES)
    expect(invoice.grandTotalCents).toBe(103_525 + CHARGES * 100)
  })
})
