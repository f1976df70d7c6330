import { FinanceMsg, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildIssuedWorld, INVOICES } from './test-support'

const CREATE = graphql(`
  mutation FinanceOfflineInvoice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {
    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {
      ID
      invoiceNo
      invoiceType
      status
      totalTaxAmount
      grandTotal
      outstandingAmount
      items {
        label
        quantity
        taxAmount
        totalAmount
      }
    }
  }
`)

const DETAIL = graphql(`
  query FinanceOfflineInvoiceDetail($IDInvoice: Int!) {
    getInvoice(IDInvoice: $IDInvoice) {
      lines {
        label
        explanation
      }
    }
  }
`)

const ITEMS = [
  { label: 'Art kit', explanation: 'Term 1 art materials', quantity: 1, unitPrice: 3_000, taxable: true },
  {
    label: 'Excursion bus',
    explanation: 'Zoo trip on 12 Mar',
    quantity: 2,
    unitPrice: 1_500,
    taxable: false,
  },
]

describe('createOfflineInvoice', () => {
  it('issues an ad hoc invoice with explained lines, GST per taxable line and the next gap-free number', async () => {
    const w = await buildIssuedWorld()
    const vars = { IDCentre: w.centre.id, IDChild: w.working.childId, items: ITEMS }
    const made = (await gql(CREATE, vars, w.centreStaff.token)).data!.createOfflineInvoice
    expect(made).toMatchObject({
      invoiceNo: 'INV-000003',
      invoiceType: 'adhoc',
      status: 'issued',
      totalTaxAmount: 270,
      grandTotal: 6_270,
      outstandingAmount: 6_270,
    })
    expect(made.items.map((i) => [i.label, i.quantity, i.totalAmount, i.taxAmount])).toEqual([
      ['Art kit', 1, 3_000, 270],
      ['Excursion bus', 2, 3_000, 0],
    ])
    const detail = await gql(DETAIL, { IDInvoice: made.ID }, w.working.parent.token)
    expect(detail.data!.getInvoice.lines.map((l) => l.explanation)).toEqual([
      'Term 1 art materials',
      'Zoo trip on 12 Mar',
    ])
    // Two at the same moment: two invoices, two consecutive numbers, none lost or shared.
    const both = await Promise.all([gql(CREATE, vars, w.approver.token), gql(CREATE, vars, w.approver.token)])
    expect(both.map((r) => r.data!.createOfflineInvoice.invoiceNo).sort()).toEqual([
      'INV-000004',
      'INV-000005',
    ])
    const adhoc = await gql(INVOICES, { IDSchool: w.school.id, filter: { type: 'adhoc' } }, w.maker.token)
    expect(adhoc.data!.findAllInvoice.totalCount).toBe(3)
  })

  it('refuses callers without finance approve at the centre, a child not placed there and bad lines', async () => {
    const w = await buildIssuedWorld()
    const create = (token: string, vars: Partial<{ IDCentre: number; IDChild: number; items: unknown[] }>) =>
      gql(
        CREATE,
        { IDCentre: w.centre.id, IDChild: w.working.childId, items: ITEMS, ...vars } as never,
        token,
      )
    expect(errorCode(await create(w.maker.token, {}))).toBe('FORBIDDEN')
    expect(errorCode(await create(w.reader.token, {}))).toBe('FORBIDDEN')
    expect(errorCode(await create(w.working.parent.token, {}))).toBe('FORBIDDEN')
    expect(errorCode(await create(w.otherStaff.token, {}))).toBe('FORBIDDEN')
    // Their own centre, but the child has no place there.
    const elsewhere = await create(w.otherStaff.token, { IDCentre: w.other.id })
    expect(elsewhere.errors?.[0].extensions?.fields?.IDChild).toBe(FinanceMsg.centre)
    const line = (patch: object) => ({ items: [{ ...ITEMS[0], ...patch }] })
    const field = async (patch: object) =>
      (await create(w.approver.token, line(patch))).errors?.[0].extensions?.fields
    expect(await field({ unitPrice: -100 })).toEqual({ 'items.0.unitPrice': FinanceMsg.itemPrice })
    expect(await field({ quantity: 0 })).toEqual({ 'items.0.quantity': FinanceMsg.itemQuantity })
    expect(await field({ explanation: '  ' })).toEqual({ 'items.0.explanation': V.required })
    expect(await field({ label: 'x'.repeat(201) })).toEqual({ 'items.0.label': FinanceMsg.itemLabel })
    expect(errorCode(await create(w.approver.token, line({ unitPrice: 10.5 })))).toBe('BAD_USER_INPUT')
    expect(errorCode(await create(w.approver.token, line({ label: 'Kit\u0007' })))).toBe('BAD_USER_INPUT')
    const none = await create(w.approver.token, { items: [] })
    expect(none.errors?.[0].extensions?.fields?.items).toBe(FinanceMsg.itemCount)
    // Nothing of the refusals was issued.
    const adhoc = await gql(INVOICES, { IDSchool: w.school.id, filter: { type: 'adhoc' } }, w.maker.token)
    expect(adhoc.data!.findAllInvoice.totalCount).toBe(0)
  })
})
