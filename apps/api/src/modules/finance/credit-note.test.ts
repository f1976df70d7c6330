import { CreditNoteMsg, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { errorCode, gql } from '../../test/server'
import { buildIssuedWorld, CHILD_INVOICES, CREDIT_NOTE } from './test-support'

describe('ad hoc credit notes', () => {
  it('take an amount off an issued invoice with a required remark, numbered, never below zero', async () => {
    const w = await buildIssuedWorld()
    const [invoice] = (await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)).data!
      .invoicesByFkChild
    const blank = await gql(
      CREDIT_NOTE,
      { IDInvoice: invoice.ID, amount: 500, remark: '  ' },
      w.approver.token,
    )
    expect(blank.errors?.[0].extensions?.fields?.remark).toBe(V.required)
    const tooMuch = await gql(
      CREDIT_NOTE,
      { IDInvoice: invoice.ID, amount: 999_999, remark: 'Goodwill' },
      w.approver.token,
    )
    expect(tooMuch.errors?.[0].extensions?.fields?.amount).toBe(CreditNoteMsg.amount)
    // Writing without approve, or at another centre, is refused.
    expect(
      errorCode(await gql(CREDIT_NOTE, { IDInvoice: invoice.ID, amount: 500, remark: 'x' }, w.maker.token)),
    ).toBe('FORBIDDEN')
    expect(
      errorCode(
        await gql(CREDIT_NOTE, { IDInvoice: invoice.ID, amount: 500, remark: 'x' }, w.otherStaff.token),
      ),
    ).toBe('FORBIDDEN')
    const note = await gql(
      CREDIT_NOTE,
      { IDInvoice: invoice.ID, amount: 2_725, remark: ' Late fee waived ' },
      w.approver.token,
    )
    expect(note.data!.createAdHocCreditNote).toEqual({
      creditNoteNo: 'CN-000001',
      amount: 2_725,
      remark: 'Late fee waived',
    })
    const after = await gql(CHILD_INVOICES, { IDChild: w.working.childId }, w.approver.token)
    expect(after.data!.invoicesByFkChild[0].outstandingAmount).toBe(103_525 - 2_725)
  })
})
