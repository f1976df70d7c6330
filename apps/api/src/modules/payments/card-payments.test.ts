import { enquiryState, PaymentErrorMessages } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enquiries, schoolConfigs } from '../../db/schema'
import { completeSandboxOrder } from '../../platform/payments/sandbox-gateway'
import { gql, testServer } from '../../test/server'
import {
  ACCESS,
  checkout,
  notify,
  openSession,
  payingFamily,
  paymentsOf,
  sessionRow,
  UPDATE,
} from './test-support'

describe('paying the registration fee by card', () => {
  it('opens a session for the invoice’s outstanding amount and settles it once the gateway says paid', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    expect(session).toMatchObject({
      UpdateStatus: 'SUCCESS',
      MerchantId: 'SANDBOX',
      Order: { Amount: (f.outstanding / 100).toFixed(2), Currency: 'SGD' },
    })
    expect(session.checkoutUrl).toBe(`/sandbox/checkout/${session.Id}`)
    expect(session.Order.Id).toMatch(/^\d+-[0-9a-f]{24}$/)
    const { app } = await testServer()
    const page = await app.inject({ method: 'GET', url: session.checkoutUrl })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`SGD ${(f.outstanding / 100).toFixed(2)}`)

    const back = await checkout(session.checkoutUrl, 'approve')
    expect(back.statusCode).toBe(303)
    const location = new URL(String(back.headers.location))
    expect(location.pathname).toBe(`/overview/enrolment/${f.family.enquiryId}/payment`)
    expect(location.searchParams.get('orderId')).toBe(session.Order.Id)
    expect(location.searchParams.get('resultIndicator')).toBe(session.SuccessIndicator)
    // The signed notification has settled it already, server to server.
    expect(await paymentsOf(f)).toEqual([
      expect.objectContaining({ amount: f.outstanding, type: 'card', reference: session.Order.Id }),
    ])

    const confirmed = (await gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token)).data
      ?.updatePaymentSession
    expect(confirmed).toMatchObject({
      status: 'paid',
      errorCode: null,
      amount: f.outstanding,
      IDInvoice: f.invoiceId,
    })
    expect(confirmed?.IDReceipt).toBe((await paymentsOf(f))[0].receiptId)
    const access = (await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, f.token)).data?.getPaymentAccess
    expect(access).toMatchObject({ available: false, reason: 'invoicePaid', outstanding: 0 })
  })

  it('records a decline with its code in words, and a new session then pays', async () => {
    const f = await payingFamily()
    const first = await openSession(f)
    const back = await checkout(first.checkoutUrl, 'ERR002')
    expect(new URL(String(back.headers.location)).searchParams.get('resultIndicator')).not.toBe(
      first.SuccessIndicator,
    )
    const declined = (await gql(UPDATE, { paymentOrderID: first.Order.Id }, f.token)).data
      ?.updatePaymentSession
    expect(declined).toMatchObject({
      status: 'declined',
      errorCode: 'ERR002',
      message: 'Your bank declined the payment. Please contact your bank.',
      IDReceipt: null,
    })
    const access = (await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, f.token)).data?.getPaymentAccess
    expect(access).toMatchObject({ available: true, lastOrder: { status: 'declined', errorCode: 'ERR002' } })
    expect(await paymentsOf(f)).toEqual([])

    const again = await openSession(f)
    expect(again.Order.Id).not.toBe(first.Order.Id)
    await checkout(again.checkoutUrl, 'approve')
    expect(
      (await gql(UPDATE, { paymentOrderID: again.Order.Id }, f.token)).data?.updatePaymentSession.status,
    ).toBe('paid')
    expect(await paymentsOf(f)).toHaveLength(1)
  })

  it.each([
    ['ERR003', 'failed'],
    ['ERR004', 'failed'],
    ['ERR005', 'expired'],
  ] as const)('records %s as %s with its words', async (code, status) => {
    const f = await payingFamily()
    const session = await openSession(f)
    await checkout(session.checkoutUrl, code)
    const result = (await gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token)).data
      ?.updatePaymentSession
    expect(result).toMatchObject({ status, errorCode: code, message: PaymentErrorMessages[code] })
  })

  it('does not take the browser’s word: an order the gateway has not completed stays open', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    const result = (await gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token)).data
      ?.updatePaymentSession
    expect(result).toMatchObject({ status: 'open', errorCode: null, IDReceipt: null })
    expect(await paymentsOf(f)).toEqual([])
  })

  it('gives a second click the session already open, not a second live order', async () => {
    const f = await payingFamily()
    const first = await openSession(f)
    const second = await openSession(f)
    expect(second.Order.Id).toBe(first.Order.Id)
    expect(second.checkoutUrl).toBe(first.checkoutUrl)
  })

  it('shows a completed checkout page as completed, and refuses a second choice', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await checkout(session.checkoutUrl, 'ERR002')
    expect((await checkout(session.checkoutUrl, 'approve')).statusCode).toBe(409)
    const { app } = await testServer()
    expect((await app.inject({ method: 'GET', url: session.checkoutUrl })).statusCode).toBe(409)
    expect((await app.inject({ method: 'GET', url: '/sandbox/checkout/SESSION0000' })).statusCode).toBe(404)
    expect(await paymentsOf(f)).toEqual([])
  })
})

describe('after the card payment', () => {
  const stateOf = async (f: Awaited<ReturnType<typeof payingFamily>>) =>
    (
      await f.school.db
        .select({ state: enquiries.fkEnquiryState })
        .from(enquiries)
        .where(eq(enquiries.id, f.family.enquiryId))
    )[0].state

  it('enrols the child when the school skips the GIRO set-up, else waits for GIRO', async () => {
    const skipping = await payingFamily()
    await skipping.school.db
      .insert(schoolConfigs)
      .values({ fkSchool: skipping.school.id, key: 'skip_giro_setup_school_visit', value: '1' })
    const session = await openSession(skipping)
    await checkout(session.checkoutUrl, 'approve')
    expect(await stateOf(skipping)).toBe(enquiryState('enrolled').id)

    const waiting = await payingFamily()
    await checkout((await openSession(waiting)).checkoutUrl, 'approve')
    expect(await stateOf(waiting)).toBe(enquiryState('pending_giro').id)
  })
})

describe('the gateway’s notification', () => {
  it('replayed a hundred times, and all at once, makes one payment and one receipt', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await checkout(session.checkoutUrl, 'approve')
    for (let i = 0; i < 100; i++) expect((await notify(session.Order.Id)).statusCode).toBe(200)
    const together = await Promise.all([
      ...Array.from({ length: 20 }, () => notify(session.Order.Id)),
      ...Array.from({ length: 5 }, () => gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token)),
    ])
    expect(together.filter((r) => 'statusCode' in r).every((r) => r.statusCode === 200)).toBe(true)
    const recorded = await paymentsOf(f)
    expect(recorded).toHaveLength(1)
    expect(recorded[0].receiptId).not.toBeNull()
    expect((await sessionRow(f, session.Order.Id)).fkPayment).toBe(recorded[0].id)
  })

  it('with a bad signature answers 401 and changes nothing; the signed one then settles', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    // The gateway took the money, but its notification has not arrived yet.
    await completeSandboxOrder(f.school.db, session.Id, 'approve')
    expect((await notify(session.Order.Id, 'sha256=' + '0'.repeat(64))).statusCode).toBe(401)
    expect((await notify(session.Order.Id, 'forged')).statusCode).toBe(401)
    expect(await paymentsOf(f)).toEqual([])
    expect((await sessionRow(f, session.Order.Id)).status).toBe('open')
    expect((await notify(session.Order.Id)).statusCode).toBe(200)
    expect(await paymentsOf(f)).toHaveLength(1)
  })

  it('answers 404 to a signed notification of an order that is not ours, and reads the gateway, not the body', async () => {
    const f = await payingFamily()
    expect((await notify('1-000000000000000000000000')).statusCode).toBe(404)
    expect((await notify('not an order')).statusCode).toBe(404)
    const session = await openSession(f)
    // The body says SUCCESS, but the gateway has the order open: nothing is paid.
    expect((await notify(session.Order.Id)).statusCode).toBe(200)
    expect(await paymentsOf(f)).toEqual([])
  })
})
