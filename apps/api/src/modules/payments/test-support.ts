import { eq } from 'drizzle-orm'
import { loadConfig } from '../../config'
import { invoices, paymentSessions, payments, receipts } from '../../db/schema'
import { issueInvoice } from '../ledger'
import { PAYMENT_WEBHOOK_PATH, SIGNATURE_HEADER, signBody } from '../../platform/payments/signature'
import {
  buildCentre,
  buildFamilyAtCentre,
  buildPaymentSituation,
  buildSchool,
  type PaymentSituation,
  type TestSchool,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql, testServer } from '../../test/server'

export const ACCESS = graphql(`
  query PaymentsAccess($IDEnquiry: Int!) {
    getPaymentAccess(IDEnquiry: $IDEnquiry) {
      available
      reason
      message
      IDInvoice
      outstanding
      lastOrder {
        orderId
        status
        errorCode
        message
      }
    }
  }
`)

export const CREATE = graphql(`
  mutation PaymentsCreate($InvoiceID: Int!) {
    createPaymentSession(InvoiceID: $InvoiceID) {
      Id
      Version
      UpdateStatus
      SuccessIndicator
      MerchantId
      checkoutUrl
      expiresAt
      Order {
        Id
        Amount
        Currency
        Description
      }
    }
  }
`)

export const UPDATE = graphql(`
  mutation PaymentsUpdate($paymentOrderID: String!) {
    updatePaymentSession(paymentOrderID: $paymentOrderID) {
      orderId
      status
      errorCode
      message
      amount
      IDInvoice
      IDReceipt
    }
  }
`)

export interface PayingFamily {
  school: TestSchool
  family: PaymentSituation
  token: string
  invoiceId: number
  outstanding: number
}

/** A family in pending_registration_payment whose registration invoice is issued (by asking for card access). */
export async function payingFamily(school?: TestSchool): Promise<PayingFamily> {
  const s = school ?? (await buildSchool())
  const family = await buildPaymentSituation(s)
  const access = (await gql(ACCESS, { IDEnquiry: family.enquiryId }, family.parent.token)).data
    ?.getPaymentAccess
  if (!access?.IDInvoice || access.outstanding === null || access.outstanding === undefined)
    throw new Error('no registration invoice issued')
  return {
    school: s,
    family,
    token: family.parent.token,
    invoiceId: access.IDInvoice,
    outstanding: access.outstanding,
  }
}

/** Opens a session as the family and answers it. */
export async function openSession(f: PayingFamily) {
  const result = await gql(CREATE, { InvoiceID: f.invoiceId }, f.token)
  if (!result.data) throw new Error(result.errors?.[0]?.message ?? 'no session')
  return result.data.createPaymentSession
}

/** A person's choice on the sandbox checkout page; answers the redirect. */
export async function checkout(checkoutUrl: string, outcome: string) {
  const { app } = await testServer()
  return app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${encodeURIComponent(outcome)}`,
  })
}

export const webhookSecret = () => loadConfig(process.env).payment.webhookSecret

/** A notification to the webhook, signed with the sandbox's secret unless a signature is given. */
export async function notify(orderId: string, signature?: string) {
  const { app } = await testServer()
  const body = JSON.stringify({ order: { id: orderId }, result: 'SUCCESS' })
  return app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? signBody(webhookSecret(), body),
    },
    payload: body,
  })
}

export async function paymentsOf(f: { school: TestSchool; invoiceId: number }) {
  return f.school.db
    .select({
      id: payments.id,
      amount: payments.amountCents,
      type: payments.paymentType,
      reference: payments.reference,
      receiptId: receipts.id,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.fkPayment, payments.id))
    .where(eq(payments.fkInvoice, f.invoiceId))
}

export async function sessionRow(f: { school: TestSchool }, orderId: string) {
  const [row] = await f.school.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId))
  return row
}

export const INVOICE_ACCESS = graphql(`
  query PaymentsInvoiceAccess($IDInvoice: Int!) {
    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {
      available
      reason
      message
      IDInvoice
      outstanding
      lastOrder {
        orderId
        status
        errorCode
      }
    }
  }
`)

/** A family whose child holds a seat at a centre and owes a monthly invoice of $1,000 and GST for March 2027. */
export async function monthlyPayingFamily(school?: TestSchool) {
  const s = school ?? (await buildSchool())
  const centre = await buildCentre(s)
  const { childId, parent } = await buildFamilyAtCentre(s, centre.id)
  const issued = await s.db.transaction((tx) =>
    issueInvoice(tx, {
      schoolId: s.id,
      centreId: centre.id,
      childId,
      enquiryId: null,
      type: 'adhoc',
      label: 'Monthly fees Mar 2027',
      invoiceDate: '2027-03-01',
      dueDate: '2027-03-15',
      lines: [{ fkPurchaseItem: null, label: 'Fee', quantity: 1, unitPriceCents: 100_000, taxable: true }],
    }),
  )
  // The ledger's issueInvoice writes no month; the run's invoices carry it (both are the same otherwise).
  const [invoice] = await s.db
    .update(invoices)
    .set({ invoiceType: 'monthly', month: '2027-03-01' })
    .where(eq(invoices.id, issued.id))
    .returning()
  return {
    school: s,
    centre,
    childId,
    parent,
    token: parent.token,
    invoiceId: invoice.id,
    outstanding: invoice.outstandingCents,
  }
}
