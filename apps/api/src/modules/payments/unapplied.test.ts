import { Access, UnappliedMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices, paymentSessions, payments, refunds } from '../../db/schema'
import { buildCentre, buildChildAtCentre, buildHQ, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { APPLY, issueAdhoc, REFUND, TARGETS, UNAPPLIED, unappliedWorld } from './unapplied-test-support'

const ALL = Access.read | Access.write | Access.approve

const refundsOf = (w: Awaited<ReturnType<typeof unappliedWorld>>) =>
  w.school.db.select().from(refunds).where(eq(refunds.fkSchool, w.school.id))
const cardPayments = (w: Awaited<ReturnType<typeof unappliedWorld>>) =>
  w.school.db.select().from(payments).where(eq(payments.reference, w.orderId))

describe('card orders paid for an invoice already paid (UNAPPLIED)', () => {
  it('are listed for finance with child, invoice, amount, time and the provider’s reference', async () => {
    const w = await unappliedWorld()
    const list = (await gql(UNAPPLIED, { IDSchool: w.school.id }, w.finance.token)).data!
      .findAllUnappliedCardPayment
    expect(list.totalCount).toBe(1)
    expect(list.data[0]).toMatchObject({
      ID: w.sessionId,
      orderId: w.orderId,
      IDInvoice: w.invoiceId,
      IDChild: w.childId,
      amount: w.outstanding,
    })
    expect(list.data[0].paidAt).toBeTruthy()
    // Finance of another centre sees none of them; the family's targets are its open invoices that can take it.
    const elsewhere = await buildStaff(w.school, { finance_management: ALL }, [
      (await buildCentre(w.school)).id,
    ])
    expect(
      (await gql(UNAPPLIED, { IDSchool: w.school.id }, elsewhere.token)).data!.findAllUnappliedCardPayment
        .totalCount,
    ).toBe(0)
    const targets = (await gql(TARGETS, { IDPaymentSession: w.sessionId }, w.finance.token)).data!
    expect(targets.findUnappliedCardPaymentTargets.map((t) => t.ID)).toEqual([w.siblingInvoiceId])
  })

  it('is refunded once, whatever the clicks, replays and the other action at the same moment', async () => {
    const w = await unappliedWorld()
    const results = await Promise.all([
      gql(REFUND, { IDPaymentSession: w.sessionId, remark: 'Paid twice' }, w.finance.token),
      gql(REFUND, { IDPaymentSession: w.sessionId }, w.finance.token),
      gql(APPLY, { IDPaymentSession: w.sessionId, IDInvoice: w.siblingInvoiceId }, w.finance.token),
    ])
    const done = results.filter((r) => !r.errors)
    expect(done).toHaveLength(1)
    expect(results.filter((r) => r.errors).map((r) => r.errors![0].message)).toEqual([
      UnappliedMsg.resolved,
      UnappliedMsg.resolved,
    ])
    const replay = await gql(REFUND, { IDPaymentSession: w.sessionId }, w.finance.token)
    expect(replay.errors?.[0].message).toBe(UnappliedMsg.resolved)
    // Whichever came first, the money went one way only.
    const [session] = await w.school.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, w.sessionId))
    const [refunded, applied] = [await refundsOf(w), await cardPayments(w)]
    expect(refunded.length + applied.length).toBe(1)
    if (session.resolution === 'refunded')
      expect(refunded[0]).toMatchObject({
        amountCents: w.outstanding,
        fkChild: w.childId,
        source: 'card_order',
        sourceId: w.sessionId,
        status: 'pending',
      })
    expect(
      (await gql(UNAPPLIED, { IDSchool: w.school.id }, w.finance.token)).data!.findAllUnappliedCardPayment
        .totalCount,
    ).toBe(0)
  })

  it('is applied to a sibling’s open invoice once: a card receipt there, nothing refunded', async () => {
    const w = await unappliedWorld()
    const [first, second] = await Promise.all([
      gql(APPLY, { IDPaymentSession: w.sessionId, IDInvoice: w.siblingInvoiceId }, w.finance.token),
      gql(APPLY, { IDPaymentSession: w.sessionId, IDInvoice: w.siblingInvoiceId }, w.finance.token),
    ])
    const applied = [first, second].find((r) => !r.errors)!.data!.applyUnappliedCardPayment
    expect(applied).toMatchObject({ resolution: 'applied', IDInvoice: w.siblingInvoiceId })
    expect(applied.IDReceipt).toBeGreaterThan(0)
    expect([first, second].filter((r) => r.errors)).toHaveLength(1)
    const [sibling] = await w.school.db.select().from(invoices).where(eq(invoices.id, w.siblingInvoiceId))
    expect(sibling.outstandingCents).toBe(5_000)
    expect(await cardPayments(w)).toEqual([
      expect.objectContaining({
        fkInvoice: w.siblingInvoiceId,
        amountCents: w.outstanding,
        paymentType: 'card',
      }),
    ])
    expect(await refundsOf(w)).toEqual([])
  })

  it('refuses another family’s invoice, the paid invoice itself, one owing less, and staff out of reach', async () => {
    const w = await unappliedWorld()
    const apply = (IDInvoice: number, token = w.finance.token) =>
      gql(APPLY, { IDPaymentSession: w.sessionId, IDInvoice }, token)
    expect((await apply(w.strangerInvoiceId)).errors?.[0].message).toBe(UnappliedMsg.otherFamily)
    expect((await apply(w.invoiceId)).errors?.[0].message).toBe(UnappliedMsg.sameInvoice)
    await w.school.db
      .update(invoices)
      .set({ outstandingCents: 100 })
      .where(eq(invoices.id, w.siblingInvoiceId))
    expect((await apply(w.siblingInvoiceId)).errors?.[0].message).toBe(UnappliedMsg.tooSmall)
    expect(errorCode(await apply(999_999))).toBe('NOT_FOUND')

    // Centre staff without finance, finance of another centre, the family itself, another school's head office.
    const other = await buildSchool()
    const refused = [
      await buildStaff(w.school, { enquiry_management: ALL }, [w.centre.id]),
      await buildStaff(w.school, { finance_management: ALL }, [(await buildCentre(w.school)).id]),
      await buildStaff(w.school, { finance_management: Access.read | Access.write }, [w.centre.id]),
      w.parent,
      await buildHQ(other, { finance_management: ALL }),
    ]
    for (const who of refused) {
      expect(errorCode(await apply(w.siblingInvoiceId, who.token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(REFUND, { IDPaymentSession: w.sessionId }, who.token))).toBe('FORBIDDEN')
    }
    expect(errorCode(await gql(UNAPPLIED, { IDSchool: w.school.id }, refused[0].token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(UNAPPLIED, { IDSchool: w.school.id }, refused[4].token))).toBe('FORBIDDEN')
    // An over-long remark is refused; nothing moved through any of it.
    const long = await gql(
      REFUND,
      { IDPaymentSession: w.sessionId, remark: 'x'.repeat(501) },
      w.finance.token,
    )
    expect(errorCode(long)).toBe('BAD_USER_INPUT')
    expect(await refundsOf(w)).toEqual([])
    expect(await cardPayments(w)).toEqual([])
  })

  it('refuses an invoice at a centre or school out of the caller’s reach before reading it, as a second target', async () => {
    const w = await unappliedWorld()
    // The sibling also has an open invoice at a second centre of the school, and another school has one.
    const elsewhere = await buildCentre(w.school)
    const elsewhereInvoiceId = await issueAdhoc(w.school, elsewhere.id, w.siblingId, w.outstanding + 5_000)
    const other = await buildSchool()
    const otherCentre = await buildCentre(other)
    const otherChild = await buildChildAtCentre(other, otherCentre.id)
    const otherInvoiceId = await issueAdhoc(other, otherCentre.id, otherChild, w.outstanding + 5_000)
    const apply = (IDInvoice: number) =>
      gql(APPLY, { IDPaymentSession: w.sessionId, IDInvoice }, w.finance.token)
    // Finance of the order's centre only: the other centre's invoice and the other school's are both refused.
    expect(errorCode(await apply(elsewhereInvoiceId))).toBe('FORBIDDEN')
    expect(errorCode(await apply(otherInvoiceId))).toBe('FORBIDDEN')
    expect(await cardPayments(w)).toEqual([])
    const [waiting] = await w.school.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, w.sessionId))
    expect(waiting.resolution).toBeNull()
    // Head office finance reaches both centres of the school, so the same request goes through.
    const hq = await buildHQ(w.school, { finance_management: ALL })
    const applied = await gql(
      APPLY,
      { IDPaymentSession: w.sessionId, IDInvoice: elsewhereInvoiceId },
      hq.token,
    )
    expect(applied.data?.applyUnappliedCardPayment).toMatchObject({ IDInvoice: elsewhereInvoiceId })
  })

  it('refuses an order the gateway did not take twice (another failure code)', async () => {
    const w = await unappliedWorld()
    await w.school.db
      .update(paymentSessions)
      .set({ errorCode: 'ERR003' })
      .where(eq(paymentSessions.id, w.sessionId))
    const refused = await gql(REFUND, { IDPaymentSession: w.sessionId }, w.finance.token)
    expect(refused.errors?.[0].message).toBe(UnappliedMsg.notUnapplied)
  })
})
