import { Access, PaymentAccessMessages, PaymentMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices } from '../../db/schema'
import { buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { issueCreditNote } from '../ledger'
import {
  CREATE,
  checkout,
  INVOICE_ACCESS,
  monthlyPayingFamily,
  notify,
  paymentsOf,
  sessionRow,
  UPDATE,
} from './test-support'

const ALL = Access.read | Access.write | Access.approve

const BALANCE = graphql(`
  query PaymentsChildBalance($IDChild: Int!) {
    getChildCurrentBalance(IDChild: $IDChild) {
      nonCDABalance
    }
  }
`)

async function open(f: { invoiceId: number; token: string }) {
  const result = await gql(CREATE, { InvoiceID: f.invoiceId }, f.token)
  if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'no session')
  return result.data.createPaymentSession
}

describe('paying a monthly invoice by card', () => {
  it('opens a session for what is owed, returns to the invoice page, and settles once with a receipt', async () => {
    const f = await monthlyPayingFamily()
    const before = (await gql(INVOICE_ACCESS, { IDInvoice: f.invoiceId }, f.token)).data
    expect(before?.getInvoicePaymentAccess).toMatchObject({
      available: true,
      reason: null,
      outstanding: f.outstanding,
    })
    const session = await open(f)
    expect(session.Order).toMatchObject({ Amount: (f.outstanding / 100).toFixed(2), Currency: 'SGD' })
    expect(session.Order.Description).toContain('Monthly fees Mar 2027')

    const back = await checkout(session.checkoutUrl, 'approve')
    const location = new URL(String(back.headers.location))
    expect(location.pathname).toBe(`/finance/invoice/${f.invoiceId}`)
    expect(location.searchParams.get('orderId')).toBe(session.Order.Id)

    // The signed notification replayed, and racing the browser's return: one payment, one receipt.
    const [confirmed] = await Promise.all([
      gql(UPDATE, { paymentOrderID: session.Order.Id }, f.token),
      notify(session.Order.Id),
      notify(session.Order.Id),
    ])
    await notify(session.Order.Id)
    const paid = await paymentsOf(f)
    expect(paid).toEqual([
      expect.objectContaining({ amount: f.outstanding, type: 'card', reference: session.Order.Id }),
    ])
    expect(confirmed.data?.updatePaymentSession).toMatchObject({
      status: 'paid',
      IDInvoice: f.invoiceId,
      IDReceipt: paid[0].receiptId,
    })
    const after = (await gql(INVOICE_ACCESS, { IDInvoice: f.invoiceId }, f.token)).data
    expect(after?.getInvoicePaymentAccess).toMatchObject({
      available: false,
      reason: 'invoiceSettled',
      message: PaymentAccessMessages.invoiceSettled,
      outstanding: 0,
      lastOrder: { status: 'paid' },
    })
    const balance = (await gql(BALANCE, { IDChild: f.childId }, f.token)).data?.getChildCurrentBalance
    expect(balance?.nonCDABalance).toBe(0)
  })

  it('closes a checkout opened for the former amount when a credit note lowers the invoice', async () => {
    const f = await monthlyPayingFamily()
    const first = await open(f)
    await f.school.db.transaction((tx) =>
      issueCreditNote(tx, {
        schoolId: f.school.id,
        userId: f.parent.id,
        invoiceId: f.invoiceId,
        amountCents: 10_000,
        remark: 'Closure day',
      }),
    )
    expect((await sessionRow(f, first.Order.Id)).status).toBe('expired')
    const second = await open(f)
    expect(second.Order.Id).not.toBe(first.Order.Id)
    expect(second.Order.Amount).toBe(((f.outstanding - 10_000) / 100).toFixed(2))
  })
})

describe('who may pay a monthly invoice by card, and when', () => {
  it('refuses another family, staff with every finance right at the centre, and no session', async () => {
    const f = await monthlyPayingFamily()
    const other = await monthlyPayingFamily(f.school)
    const staff = await buildStaff(f.school, { finance_management: ALL, enquiry_management: ALL }, [
      f.centre.id,
    ])
    const session = await open(f)
    for (const token of [other.token, staff.token]) {
      expect(errorCode(await gql(INVOICE_ACCESS, { IDInvoice: f.invoiceId }, token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(CREATE, { InvoiceID: f.invoiceId }, token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(UPDATE, { paymentOrderID: session.Order.Id }, token))).toBe('FORBIDDEN')
    }
    expect(errorCode(await gql(INVOICE_ACCESS, { IDInvoice: f.invoiceId }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await gql(CREATE, { InvoiceID: f.invoiceId }))).toBe('UNAUTHENTICATED')
    expect((await sessionRow(f, session.Order.Id)).status).toBe('open')
  })

  it('refuses a paid or void invoice and opens no session', async () => {
    const f = await monthlyPayingFamily()
    const session = await open(f)
    await checkout(session.checkoutUrl, 'approve')
    const again = await gql(CREATE, { InvoiceID: f.invoiceId }, f.token)
    expect(again.errors?.[0]?.message).toBe(PaymentMsg.notPayable)
    expect(await paymentsOf(f)).toHaveLength(1)

    const voided = await monthlyPayingFamily(f.school)
    await f.school.db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, voided.invoiceId))
    expect((await gql(CREATE, { InvoiceID: voided.invoiceId }, voided.token)).errors?.[0]?.message).toBe(
      PaymentMsg.notPayable,
    )
    const access = (await gql(INVOICE_ACCESS, { IDInvoice: voided.invoiceId }, voided.token)).data
    expect(access?.getInvoicePaymentAccess).toMatchObject({ available: false, reason: 'invoiceVoid' })
    expect(await paymentsOf(voided)).toHaveLength(0)
  })

  it('refuses an invoice of another school, and finds no unknown invoice', async () => {
    const f = await monthlyPayingFamily()
    const elsewhere = await monthlyPayingFamily()
    expect(errorCode(await gql(CREATE, { InvoiceID: elsewhere.invoiceId }, f.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(INVOICE_ACCESS, { IDInvoice: 999_999_999 }, f.token))).toBe('NOT_FOUND')
  })
})
