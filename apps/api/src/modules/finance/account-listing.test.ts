import { FinanceMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refunds } from '../../db/schema'
import { buildParent } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { raiseRefund } from '../ledger'
import { buildIssuedWorld, CHILD_INVOICES, CREDIT_NOTE, OFFLINE_RECEIPT } from './test-support'

const LISTING = graphql(`
  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean, $paymentType: String) {
    getAccountListing(IDChild: $IDChild, isCDA: $isCDA, paymentType: $paymentType) {
      IDChild
      childName
      closingBalance
      CDABalance
      nonCDABalance
      entries {
        kind
        IDInvoice
        paymentType
        debit
        credit
        balance
        CDAAmount
      }
    }
  }
`)

/** The working family's March invoice with a credit note, a cheque for the rest, and a deposit paid back in 2020. */
async function buildAccount() {
  const w = await buildIssuedWorld()
  const [invoice] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
    .invoicesByFkChild
  await gql(
    CREDIT_NOTE,
    { IDInvoice: invoice.ID, amount: 2_725, remark: 'Late fee waived' },
    w.approver.token,
  )
  await gql(
    OFFLINE_RECEIPT,
    { IDInvoice: [invoice.ID], referenceNo: 'CHQ 7001', paymentType: 'cheque' },
    w.approver.token,
  )
  const refund = await raiseRefund(w.school.db, {
    schoolId: w.school.id,
    centreId: w.centre.id,
    childId: w.working.childId,
    refundDate: '2020-01-01',
    label: 'Deposit refund',
    amountCents: 5_000,
    refundType: 'deposit',
    isCda: false,
    source: 'adjustment',
    sourceId: 1,
  })
  await w.school.db
    .update(refunds)
    .set({ status: 'completed', refundCompletionDate: '2020-01-02', paidVia: 'cheque' })
    .where(eq(refunds.id, refund.id))
  return { w, invoice }
}

describe('getAccountListing', () => {
  it('lists every document oldest first with the running balance, to finance staff and the family', async () => {
    const { w, invoice } = await buildAccount()
    const staff = (await gql(LISTING, { IDChild: w.working.childId }, w.centreStaff.token)).data!
      .getAccountListing
    expect(staff.entries.map((e) => [e.kind, e.debit, e.credit, e.balance])).toEqual([
      ['refund', 0, 5_000, -5_000],
      ['refund_paid', 5_000, 0, 0],
      ['invoice', 103_525, 0, 103_525],
      ['credit_note', 0, 2_725, 100_800],
      ['receipt', 0, 100_800, 0],
    ])
    expect(staff.entries[2]).toMatchObject({ IDInvoice: invoice.ID, CDAAmount: 100_800 })
    expect(staff).toMatchObject({ closingBalance: 0, CDABalance: 0, nonCDABalance: 0 })
    const own = await gql(LISTING, { IDChild: w.working.childId }, w.working.parent.token)
    expect(own.data!.getAccountListing).toEqual(staff)
  })

  it('narrows to the CDA side or a payment type, each row keeping the whole account’s balance', async () => {
    const { w } = await buildAccount()
    const list = async (vars: { isCDA?: boolean; paymentType?: string }) =>
      (await gql(LISTING, { IDChild: w.working.childId, ...vars }, w.approver.token)).data!.getAccountListing
    expect((await list({ isCDA: true })).entries.map((e) => e.kind)).toEqual([
      'invoice',
      'credit_note',
      'receipt',
    ])
    expect((await list({ isCDA: false })).entries.map((e) => e.kind)).toEqual(['refund', 'refund_paid'])
    const cheques = await list({ paymentType: 'cheque' })
    expect(cheques.entries.map((e) => [e.kind, e.balance])).toEqual([
      ['refund_paid', 0],
      ['receipt', 0],
    ])
    const bad = await gql(LISTING, { IDChild: w.working.childId, paymentType: 'bitcoin' }, w.approver.token)
    expect(bad.errors?.[0].extensions?.fields?.paymentType).toBe(FinanceMsg.paymentType)
  })

  it('refuses another family, staff of another centre and staff without finance access', async () => {
    const { w } = await buildAccount()
    const as = async (token: string) => errorCode(await gql(LISTING, { IDChild: w.working.childId }, token))
    expect(await as((await buildParent(w.school)).token)).toBe('FORBIDDEN')
    expect(await as(w.starter.parent.token)).toBe('FORBIDDEN')
    expect(await as(w.otherStaff.token)).toBe('FORBIDDEN')
    expect(await as(w.reader.token)).toBe('FORBIDDEN')
  })
})
