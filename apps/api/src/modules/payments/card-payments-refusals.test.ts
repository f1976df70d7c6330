import { Access, Messages, PaymentAccessMessages, PaymentMsg } from '@preschool/domain'
import { describe, expect, it, vi } from 'vitest'
import { GatewayUnavailableError } from '../../platform/payments/gateway'
import { buildPaymentSituation, buildSchool, buildStaff, setEnquiryState } from '../../test/builders'
import { errorCode, gql, gqlRaw, testServer } from '../../test/server'
import {
  ACCESS,
  CREATE,
  checkout,
  openSession,
  payingFamily,
  paymentsOf,
  sessionRow,
  UPDATE,
} from './test-support'

const ALL = Access.read | Access.write | Access.approve

describe('who may pay by card', () => {
  it('refuses a caller without a session', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    expect(errorCode(await gql(ACCESS, { IDEnquiry: f.family.enquiryId }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await gql(CREATE, { InvoiceID: f.invoiceId }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await gql(UPDATE, { paymentOrderID: session.Order.Id }))).toBe('UNAUTHENTICATED')
  })

  it('refuses another family of the school: its enquiry, its invoice and its order', async () => {
    const f = await payingFamily()
    const other = await payingFamily(f.school)
    const session = await openSession(f)
    expect((await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, other.token)).errors?.[0]?.message).toBe(
      'unauthorized',
    )
    expect(errorCode(await gql(CREATE, { InvoiceID: f.invoiceId }, other.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(UPDATE, { paymentOrderID: session.Order.Id }, other.token))).toBe('FORBIDDEN')
    expect((await sessionRow(f, session.Order.Id)).status).toBe('open')
  })

  it('refuses staff, even with every enquiry right at the centre: card payment is the family’s', async () => {
    const f = await payingFamily()
    const staff = await buildStaff(f.school, { enquiry_management: ALL, fee_management: ALL }, [
      f.family.centreId,
    ])
    const session = await openSession(f)
    expect(errorCode(await gql(ACCESS, { IDEnquiry: f.family.enquiryId }, staff.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(CREATE, { InvoiceID: f.invoiceId }, staff.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(UPDATE, { paymentOrderID: session.Order.Id }, staff.token))).toBe('FORBIDDEN')
  })

  it('refuses another school’s invoice and order', async () => {
    const f = await payingFamily()
    const elsewhere = await payingFamily()
    const session = await openSession(elsewhere)
    expect(errorCode(await gql(CREATE, { InvoiceID: elsewhere.invoiceId }, f.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token))).toBe('FORBIDDEN')
  })
})

describe('hostile order ids and amounts', () => {
  it('finds nothing for forged or unknown order ids', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    const [number] = session.Order.Id.split('-')
    for (const forged of [
      `${number}-${'0'.repeat(24)}`,
      `${number}`,
      '99999999-0123456789abcdef01234567',
      "1'; drop table payment_sessions; --",
      '',
    ])
      expect(errorCode(await gql(UPDATE, { paymentOrderID: forged }, f.token))).toBe('NOT_FOUND')
  })

  it('takes the amount from the invoice: the operation has no amount to tamper with', async () => {
    const f = await payingFamily()
    // An argument the schema does not have: only a raw document can send it.
    const tampered = await gqlRaw(
      'mutation ($InvoiceID: Int!) { createPaymentSession(InvoiceID: $InvoiceID, amount: 1) { Id } }',
      { InvoiceID: f.invoiceId },
      { token: f.token },
    )
    expect(tampered.errors?.[0]?.message).toMatch(/Unknown argument "amount"/)
    const session = await openSession(f)
    expect((await sessionRow(f, session.Order.Id)).amountCents).toBe(f.outstanding)
  })
})

describe('when card payment is not available', () => {
  it('says the enquiry is not at the payment step yet, and opens no session', async () => {
    const school = await buildSchool()
    const early = await buildPaymentSituation(school, { state: 'pending_econsent' })
    const access = (await gql(ACCESS, { IDEnquiry: early.enquiryId }, early.parent.token)).data
      ?.getPaymentAccess
    expect(access).toEqual({
      available: false,
      reason: 'notPendingPayment',
      message: PaymentAccessMessages.notPendingPayment,
      IDInvoice: null,
      outstanding: null,
      lastOrder: null,
    })
  })

  it('refuses a paid invoice, and an invoice whose enquiry left the payment step', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    await checkout(session.checkoutUrl, 'approve')
    const again = await gql(CREATE, { InvoiceID: f.invoiceId }, f.token)
    expect(again.errors?.[0]?.message).toBe(PaymentMsg.notPayable)
    expect(again.errors?.[0]?.extensions?.reason).toBe('payments.notPayable')
    expect(await paymentsOf(f)).toHaveLength(1)

    const moved = await payingFamily()
    await setEnquiryState(moved.school, moved.family.enquiryId, 'pending_giro')
    expect((await gql(CREATE, { InvoiceID: moved.invoiceId }, moved.token)).errors?.[0]?.message).toBe(
      PaymentMsg.notPayable,
    )
    const access = (await gql(ACCESS, { IDEnquiry: moved.family.enquiryId }, moved.token)).data
      ?.getPaymentAccess
    expect(access).toMatchObject({ available: false, reason: 'notPendingPayment' })
  })
})

describe('a gateway that does not answer', () => {
  it('asks the parent to try later and leaves the order as it was', async () => {
    const f = await payingFamily()
    const session = await openSession(f)
    const { platform } = await testServer()
    const down = vi
      .spyOn(platform.cardGateway, 'retrieveOrder')
      .mockRejectedValueOnce(new GatewayUnavailableError('card gateway answered 503'))
    const result = await gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token)
    down.mockRestore()
    expect(result.errors?.[0]?.message).toBe(Messages.tryAgainLater)
    expect((await sessionRow(f, session.Order.Id)).status).toBe('open')
  })
})
