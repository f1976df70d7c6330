import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { auditLog } from '../../db/schema'
import { testServer } from '../../test/server'
import { confirmRegistrationPayment } from '../ledger/confirm-payment'
import { checkout, notify, openSession, payingFamily, paymentsOf, sessionRow } from './test-support'
import { completeSandboxOrder } from '../../platform/payments/sandbox-gateway'

describe('a card payment settled by the gateway’s notification', () => {
  it('is audited once in the school, however often the notification comes', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await completeSandboxOrder(f.school.db, session.Id, 'approve')
    for (let i = 0; i < 3; i++) expect((await notify(session.Order.Id)).statusCode).toBe(200)
    const rows = await f.school.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.fkSchool, f.school.id), eq(auditLog.operation, 'paymentNotification')))
    expect(rows).toEqual([
      expect.objectContaining({
        role: 'anonymous',
        outcome: 'ok',
        targetType: 'invoice',
        targetId: f.invoiceId,
      }),
    ])
  })
})

describe('a card checkout left open when staff confirm the payment otherwise', () => {
  it('is closed: the page refuses the card and no second payment is taken', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await confirmRegistrationPayment(
      f.school.db,
      loadConfig(process.env),
      { schoolId: f.school.id, userId: f.family.parent.id },
      f.family.enquiryId,
      { paymentType: 'paynow', referenceNo: `PN-${session.Order.Id}` },
    )
    expect((await sessionRow(f, session.Order.Id)).status).toBe('expired')
    const { app } = await testServer()
    expect((await app.inject({ method: 'GET', url: session.checkoutUrl })).statusCode).toBe(409)
    expect((await checkout(session.checkoutUrl, 'approve')).statusCode).toBe(409)
    expect(await paymentsOf(f)).toEqual([expect.objectContaining({ type: 'paynow', amount: f.outstanding })])
  })
})
