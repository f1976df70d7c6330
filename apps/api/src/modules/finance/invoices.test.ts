import { LedgerMsg, OFFLINE_PAYMENT_TYPES } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildParent } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { buildIssuedWorld, CHILD_INVOICES, INVOICES, OFFLINE_RECEIPT, RECEIPT_TYPES } from './test-support'

describe('invoices, balances and offline receipts', () => {
  it('lists, filters and shows a child’s invoices and balance to staff and to the family only', async () => {
    const w = await buildIssuedWorld()
    const all = await gql(
      INVOICES,
      { IDSchool: w.school.id, filter: { month: '2027-03-01', status: 'issued' } },
      w.maker.token,
    )
    expect(all.data!.findAllInvoice.totalCount).toBe(2)
    const none = await gql(
      INVOICES,
      { IDSchool: w.school.id, filter: { centreID: w.other.id } },
      w.maker.token,
    )
    expect(none.data!.findAllInvoice.totalCount).toBe(0)
    expect(
      (await gql(INVOICES, { IDSchool: w.school.id }, w.otherStaff.token)).data!.findAllInvoice.totalCount,
    ).toBe(0)
    const bad = await gql(INVOICES, { IDSchool: w.school.id, filter: { status: 'lost' } }, w.maker.token)
    expect(errorCode(bad)).toBe('BAD_USER_INPUT')
    const own = await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.working.parent.token)
    expect(own.data!.invoicesByFkChild).toHaveLength(1)
    expect(own.data!.invoicesByFkChild[0].items.map((i) => i.label)).toContain(
      'Late pickup on 3 Mar 2027 (25 min)',
    )
    expect(own.data!.getChildCurrentBalance).toEqual({ CDABalance: 100_800, nonCDABalance: 2_725 })
    const stranger = await buildParent(w.school)
    expect(errorCode(await gql(CHILD_INVOICES, { IDChild: w.working.childId }, stranger.token))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.otherStaff.token))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.reader.token))).toBe(
      'FORBIDDEN',
    )
  })

  it('records one cheque for two invoices with a numbered receipt each, once however often sent', async () => {
    const w = await buildIssuedWorld()
    expect((await gql(RECEIPT_TYPES, {}, w.maker.token)).data!.getOfflineOfflinePaymentReceiptTypes).toEqual([
      ...OFFLINE_PAYMENT_TYPES,
    ])
    const list = (await gql(INVOICES, { IDSchool: w.school.id }, w.maker.token)).data!.findAllInvoice.data
    const ids = list.map((i) => i.ID)
    const missing = await gql(
      OFFLINE_RECEIPT,
      { IDInvoice: ids, referenceNo: ' ', paymentType: 'cheque' },
      w.maker.token,
    )
    // Nothing is recorded on a refusal: the receipts below start at 1.
    expect(errorCode(missing)).toBe('BAD_USER_INPUT')
    const card = await gql(
      OFFLINE_RECEIPT,
      { IDInvoice: ids, referenceNo: 'CHQ 100234', paymentType: 'card' },
      w.maker.token,
    )
    expect(card.errors?.[0].extensions?.fields?.paymentType).toBe(LedgerMsg.paymentType)
    const denied = await gql(
      OFFLINE_RECEIPT,
      { IDInvoice: ids, referenceNo: 'CHQ 100234', paymentType: 'cheque' },
      w.otherStaff.token,
    )
    expect(errorCode(denied)).toBe('FORBIDDEN')
    const paid = await gql(
      OFFLINE_RECEIPT,
      { IDInvoice: ids, referenceNo: 'CHQ 100234', paymentType: 'cheque' },
      w.maker.token,
    )
    expect(paid.errors).toBeUndefined()
    expect(paid.data!.createReceiptForOfflinePayment.map((r) => r.receiptNo).sort()).toEqual([
      'RCT-000001',
      'RCT-000002',
    ])
    const again = await gql(
      OFFLINE_RECEIPT,
      { IDInvoice: ids, referenceNo: 'CHQ 100234', paymentType: 'cheque' },
      w.maker.token,
    )
    expect(again.data!.createReceiptForOfflinePayment.map((r) => r.receiptNo).sort()).toEqual([
      'RCT-000001',
      'RCT-000002',
    ])
    const after = (await gql(INVOICES, { IDSchool: w.school.id }, w.maker.token)).data!.findAllInvoice.data
    expect(after.map((i) => [i.status, i.outstandingAmount])).toEqual([
      ['paid', 0],
      ['paid', 0],
    ])
    const balance = await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.maker.token)
    expect(balance.data!.getChildCurrentBalance).toEqual({ CDABalance: 0, nonCDABalance: 0 })
  })
})
