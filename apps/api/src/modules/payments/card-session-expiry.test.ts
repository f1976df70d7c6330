import { PaymentErrorMessages } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { paymentSessions } from '../../db/schema'
import { completeSandboxOrder } from '../../platform/payments/sandbox-gateway'
import { gql, runJobNow, testServer } from '../../test/server'
import { paymentSessionExpiry } from './expiry'
import {
  ACCESS,
  checkout,
  openSession,
  payingFamily,
  paymentsOf,
  sessionRow,
  UPDATE,
  type PayingFamily,
} from './test-support'

const runExpiry = () => runJobNow(paymentSessionExpiry)

const pastDeadline = (f: PayingFamily, orderId: string) =>
  f.school.db
    .update(paymentSessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(paymentSessions.orderId, orderId))

describe('a payment session left open', () => {
  it('expires after its deadline with ERR005, and only then', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    expect(new Date(session.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000)
    await runExpiry()
    expect((await sessionRow(f, session.Order.Id)).status).toBe('open')
    await pastDeadline(f, session.Order.Id)
    await runExpiry()
    expect(await sessionRow(f, session.Order.Id)).toMatchObject({ status: 'expired', errorCode: 'ERR005' })
    const access = (await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, f.token)).data?.getPaymentAccess
    expect(access?.lastOrder).toMatchObject({ status: 'expired', message: PaymentErrorMessages.ERR005 })
    expect(access?.available).toBe(true)
    // A new click opens a new session rather than the expired one.
    expect((await openSession(f)).Order.Id).not.toBe(session.Order.Id)
  })

  it('still honours a success the gateway reports after the session expired', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await pastDeadline(f, session.Order.Id)
    await runExpiry()
    expect((await sessionRow(f, session.Order.Id)).status).toBe('expired')
    await checkout(session.checkoutUrl, 'approve')
    const result = (await gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token)).data
      ?.updatePaymentSession
    expect(result).toMatchObject({ status: 'paid', errorCode: null })
    expect(await paymentsOf(f)).toHaveLength(1)
  })

  it('settles instead of expiring when the gateway was paid but its notification was lost', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await completeSandboxOrder(f.school.db, session.Id, 'approve')
    await pastDeadline(f, session.Order.Id)
    await runExpiry()
    expect((await sessionRow(f, session.Order.Id)).status).toBe('paid')
    expect(await paymentsOf(f)).toHaveLength(1)
  })

  it('asks the gateway again only about sessions expired within a day, not every old one on every attempt', async () => {
    const f = await payingFamily()
    const expiredAt = (orderId: string, ago: number) =>
      f.school.db
        .update(paymentSessions)
        .set({ status: 'expired', errorCode: 'ERR005', expiresAt: new Date(Date.now() - ago) })
        .where(eq(paymentSessions.orderId, orderId))
    for (let i = 0; i < 3; i++) await expiredAt((await openSession(f)).Order.Id, 3 * 86_400_000)
    const recent = await openSession(f)
    await expiredAt(recent.Order.Id, 60_000)
    const { platform } = await testServer()
    const asked = vi.spyOn(platform.cardGateway, 'retrieveOrder')
    try {
      const next = await openSession(f)
      expect(asked.mock.calls.map(([, orderId]) => orderId)).toEqual([recent.Order.Id])
      expect(next.Order.Id).not.toBe(recent.Order.Id)
    } finally {
      asked.mockRestore()
    }
  })
})
