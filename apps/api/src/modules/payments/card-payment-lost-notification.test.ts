import { PaymentMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { paymentSessions } from '../../db/schema'
import { GatewayUnavailableError } from '../../platform/payments/gateway'
import { completeSandboxOrder } from '../../platform/payments/sandbox-gateway'
import { gql, runJobNow, testServer } from '../../test/server'
import { paymentSessionExpiry } from './expiry'
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

  it('finds a checkout paid even when it expired while the gateway did not answer', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await completeSandboxOrder(f.school.db, session.Id, 'approve')
    await f.school.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentSessions.orderId, session.Order.Id))
    const { platform } = await testServer()
    const down = vi
      .spyOn(platform.cardGateway, 'retrieveOrder')
      .mockRejectedValueOnce(new GatewayUnavailableError('card gateway answered 503'))
    await runJobNow(paymentSessionExpiry)
    down.mockRestore()
    expect((await sessionRow(f, session.Order.Id)).status).toBe('expired')

    // A second payment would take the money twice: the expired checkout is asked of the gateway first.
    const again = await gql(CREATE, { InvoiceID: f.invoiceId }, f.token)
    expect(again.errors?.[0]?.message).toBe(PaymentMsg.notPayable)
    expect(await paymentsOf(f)).toHaveLength(1)
    expect((await sessionRow(f, session.Order.Id)).status).toBe('paid')
  })
})
