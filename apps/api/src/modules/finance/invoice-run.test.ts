import { InvoiceRunMsg, ownRequestMessage, RUN_SKIP_REASONS } from '@preschool/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { charges, invoiceItems, invoiceRunDrafts, invoices, notifications } from '../../db/schema'
import { errorCode, gql } from '../../test/server'
import { billCharges } from './run-issue-queries'
import { buildRunWorld, DISCARD, DRAFTS, ISSUE, RUN, START, workRuns } from './test-support'

const MARCH = '2027-03-01'

async function dryRun(w: Awaited<ReturnType<typeof buildRunWorld>>, centreId: number | null = w.centre.id) {
  const started = await gql(START, { IDSchool: w.school.id, IDCentre: centreId, month: MARCH }, w.maker.token)
  expect(started.errors).toBeUndefined()
  await workRuns()
  return started.data!.createInvoiceRun.ID
}

describe('the monthly invoice run', () => {
  it('drafts each child’s month with explained lines, pro-rating, subsidy, charges and skips', async () => {
    const w = await buildRunWorld()
    const runId = await dryRun(w)
    const run = (await gql(RUN, { IDInvoiceRun: runId }, w.maker.token)).data!.getInvoiceRun
    expect(run).toMatchObject({ status: 'draft', total: 3, processed: 3, invoiceCount: 2, skippedCount: 1 })
    const drafts = (await gql(DRAFTS, { IDInvoiceRun: runId }, w.maker.token)).data!.findAllInvoiceRunDraft
      .data
    const of = (childId: number) => drafts.find((d) => d.IDChild === childId)!
    expect(of(w.working.childId)).toMatchObject({
      skipReason: null,
      grandTotal: 103_525,
      totalTaxAmount: 11_025,
      CDAAmount: 100_800,
      nonCDAAmount: 2_725,
      previousGrandTotal: null,
    })
    expect(
      of(w.working.childId).items.map((i) => [i.source, i.totalAmount, i.taxAmount, i.cdaPayable]),
    ).toEqual([
      ['fee', 120_000, 10_800, true],
      ['subsidy', -30_000, 0, true],
      ['charge', 2_500, 225, false],
    ])
    expect(of(w.working.childId).items[2].label).toBe('Late pickup on 3 Mar 2027 (25 min)')
    // Starts on 15 March: 17 of 31 days of fee and of the non-working subsidy.
    expect(of(w.starter.childId).items.map((i) => i.totalAmount)).toEqual([65_806, -8_226])
    expect(of(w.starter.childId).items[0].explanation).toContain('17 of 31 days')
    expect(of(w.starter.childId).grandTotal).toBe(65_806 - 8_226 + 5_923)
    expect(of(w.foreign.childId)).toMatchObject({
      skipReason: 'no_fee',
      skipMessage: RUN_SKIP_REASONS.no_fee,
    })
  })

  it('is issued by a second person only: numbered invoices, charges billed, families told, never twice', async () => {
    const w = await buildRunWorld()
    const runId = await dryRun(w)
    const own = await gql(ISSUE, { IDInvoiceRun: runId }, w.maker.token)
    expect(errorCode(own)).toBe('FORBIDDEN')
    const byMaker = await gql(ISSUE, { IDInvoiceRun: runId }, w.approver.token)
    expect(byMaker.errors).toBeUndefined()
    await workRuns()
    expect((await gql(RUN, { IDInvoiceRun: runId }, w.maker.token)).data!.getInvoiceRun.status).toBe('issued')
    const issued = await w.school.db.select().from(invoices).where(eq(invoices.fkSchool, w.school.id))
    expect(issued.map((i) => i.invoiceNo).sort()).toEqual(['INV-000001', 'INV-000002'])
    const mine = issued.find((i) => i.fkChild === w.working.childId)!
    expect(mine).toMatchObject({
      grandTotalCents: 103_525,
      outstandingCents: 103_525,
      cdaCents: 100_800,
      month: MARCH,
    })
    const items = await w.school.db.select().from(invoiceItems).where(eq(invoiceItems.fkInvoice, mine.id))
    expect(items.map((i) => i.explanation)).toEqual([
      expect.stringContaining('Fee tier'),
      expect.stringContaining('Basic subsidy'),
      'Charge of 03/03/2027',
    ])
    const [charge] = await w.school.db.select().from(charges).where(eq(charges.id, w.charge.id))
    expect(charge.fkInvoice).toBe(mine.id)
    const told = await w.school.db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUser, w.working.parent.id))
    // The bell opens the invoice itself, not the dashboard.
    expect(told.map((n) => [n.title, n.navigate])).toContainEqual([
      'Invoice ' + mine.invoiceNo + ': Monthly fees March 2027',
      `/finance/invoice/${mine.id}`,
    ])
    // The month is taken: a second run is refused, and its issued invoices are never drafted again.
    const again = await gql(
      START,
      { IDSchool: w.school.id, IDCentre: w.centre.id, month: MARCH },
      w.maker.token,
    )
    expect(again.errors?.[0].message).toBe(InvoiceRunMsg.busy)
  })

  it('skips a draft whose charge was voided since the dry run, and never bills a charge voided meanwhile', async () => {
    const w = await buildRunWorld()
    const runId = await dryRun(w)
    const voided = { voidedAt: new Date(), voidRemark: 'Entered twice' }
    await w.school.db.update(charges).set(voided).where(eq(charges.id, w.charge.id))
    expect((await gql(ISSUE, { IDInvoiceRun: runId }, w.approver.token)).errors).toBeUndefined()
    await workRuns()
    const run = (await gql(RUN, { IDInvoiceRun: runId }, w.maker.token)).data!.getInvoiceRun
    expect(run).toMatchObject({ status: 'issued', invoiceCount: 1 })
    const [draft] = await w.school.db
      .select()
      .from(invoiceRunDrafts)
      .where(and(eq(invoiceRunDrafts.fkRun, runId), eq(invoiceRunDrafts.fkChild, w.working.childId)))
    expect(draft).toMatchObject({ skipReason: 'changed', fkInvoice: null })
    const issued = await w.school.db.select().from(invoices).where(eq(invoices.fkSchool, w.school.id))
    expect(issued.map((i) => i.fkChild)).toEqual([w.starter.childId])
    // The race the check cannot see (voided between the check and the billing): the guard bills nothing, so the
    // batch rolls back and its retry skips the draft.
    expect(await billCharges(w.school.db, [{ chargeId: w.charge.id, invoiceId: issued[0].id }])).toBe(0)
    const [charge] = await w.school.db.select().from(charges).where(eq(charges.id, w.charge.id))
    expect(charge.fkInvoice).toBeNull()
  })

  it('replaces its drafts on a re-run after a discard and refuses overlapping runs', async () => {
    const w = await buildRunWorld()
    const first = await dryRun(w)
    const whole = await gql(START, { IDSchool: w.school.id, month: MARCH }, w.maker.token)
    expect(whole.errors?.[0].message).toBe(InvoiceRunMsg.busy)
    expect((await gql(DISCARD, { IDInvoiceRun: first }, w.maker.token)).data!.discardInvoiceRun.status).toBe(
      'discarded',
    )
    const second = await dryRun(w, null)
    const drafts = await gql(DRAFTS, { IDInvoiceRun: second }, w.maker.token)
    expect(drafts.data!.findAllInvoiceRunDraft.totalCount).toBe(3)
    expect(
      (await gql(DRAFTS, { IDInvoiceRun: first }, w.maker.token)).data!.findAllInvoiceRunDraft.totalCount,
    ).toBe(0)
  })

  it('refuses bad months, other centres’ staff, staff without finance access, and a school run by centre staff', async () => {
    const w = await buildRunWorld()
    const bad = await gql(
      START,
      { IDSchool: w.school.id, IDCentre: w.centre.id, month: '2027-03-15' },
      w.maker.token,
    )
    expect(bad.errors?.[0].message).toBe(InvoiceRunMsg.month)
    const runId = await dryRun(w)
    expect(errorCode(await gql(RUN, { IDInvoiceRun: runId }, w.otherStaff.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(RUN, { IDInvoiceRun: runId }, w.reader.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ISSUE, { IDInvoiceRun: runId }, w.otherStaff.token))).toBe('FORBIDDEN')
    const schoolRun = await gql(START, { IDSchool: w.school.id, month: '2027-04-01' }, w.centreStaff.token)
    expect(errorCode(schoolRun)).toBe('FORBIDDEN')
    // Centre staff with approve at the run's centre may issue a colleague's run, never their own.
    const own = await gql(
      START,
      { IDSchool: w.school.id, IDCentre: w.centre.id, month: '2027-05-01' },
      w.centreStaff.token,
    )
    const refused = await gql(ISSUE, { IDInvoiceRun: own.data!.createInvoiceRun.ID }, w.centreStaff.token)
    expect(refused.errors?.[0].message).toBe(ownRequestMessage)
    expect((await gql(ISSUE, { IDInvoiceRun: runId }, w.centreStaff.token)).errors).toBeUndefined()
  })

  it("shows a large school's month whose total passes 2^31 cents, not an internal error", async () => {
    const w = await buildRunWorld()
    const runId = await dryRun(w)
    // Two families at $15 million each: $30 million, past the 32-bit Int (a large operator's month, issue 25).
    await w.school.db
      .update(invoiceRunDrafts)
      .set({ grandTotalCents: 1_500_000_000 })
      .where(and(eq(invoiceRunDrafts.fkRun, runId), isNull(invoiceRunDrafts.skipReason)))
    const run = await gql(RUN, { IDInvoiceRun: runId }, w.maker.token)
    expect(run.errors).toBeUndefined()
    expect(run.data!.getInvoiceRun.grandTotal).toBe(3_000_000_000)
  })
})
