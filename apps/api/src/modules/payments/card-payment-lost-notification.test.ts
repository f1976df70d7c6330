import { PaymentMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { completeSandboxOrder } from '../../platform/payments/sandbox-gateway'
import { gql } from '../../test/server'
import { ACCESS, CREATE, openSession, payingFamily, paymentsOf, sessionRow } from './test-support'

describe('paying again after a card payment whose notification was lost', () => {
  it('keeps the payment the gateway reports, says the invoice cannot be paid again, and opens no order', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    // The bank took the money; the gateway's notification and the browser's return never arrived.
    await completeSandboxOrder(f.school.db, session.Id, 'approve')

    const again = await gql(CREATE, { InvoiceID: f.invoiceId }, f.token)
    expect(again.errors?.[0]?.message).toBe(PaymentMsg.notPayable)
    expect(await paymentsOf(f)).toEqual([
      expect.objectContaining({ amount: f.outstanding, type: 'card', reference: session.Order.Id }),
    ])
    expect((await sessionRow(f, session.Order.Id)).status).toBe('paid')
    const access = (await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, f.token)).data?.getPaymentAccess
    expect(access).toMatchObject({ available: false, reason: 'invoicePaid', outstanding: 0 })
  })
})
