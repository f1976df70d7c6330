import { enquiryState } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  documentCounters,
  enquiries,
  invoiceItems,
  invoices,
  payments,
  receipts,
  schoolConfigs,
} from '../../db/schema'
import { subscribe } from '../../platform/events/bus'
import { buildPaymentSituation, buildSchool, type TestSchool } from '../../test/builders'
import { loadConfig } from '../../config'
import { selectEnquiry } from '../enquiries'
import { registrationInvoiceOf, settleInvoice } from './index'

const config = loadConfig({})
const paid: { enquiryId: number; invoiceId: number }[] = []
subscribe('registrationInvoicePaid', async (_tx, e) => {
  paid.push({ enquiryId: e.enquiryId, invoiceId: e.invoiceId })
})

async function issue(school: TestSchool, enquiryId: number) {
  return school.db.transaction(async (tx) => {
    const enquiry = await selectEnquiry(tx, school.id, enquiryId)
    if (!enquiry) throw new Error('no enquiry')
    return registrationInvoiceOf(tx, config, enquiry)
  })
}

describe('ledger contract', () => {
  it('issues the registration invoice from the fee tier and the school’s items, GST per item half-up', async () => {
    const school = await buildSchool()
    const family = await buildPaymentSituation(school)
    const invoice = await issue(school, family.enquiryId)
    const items = await school.db.select().from(invoiceItems).where(eq(invoiceItems.fkInvoice, invoice.id))
    expect(items.map((i) => [i.label, i.unitPriceCents, i.taxCents])).toEqual([
      ['Registration fee', 15_000, 1_350],
      ['Deposit (one month)', 120_000, 0],
    ])
    expect(invoice).toMatchObject({
      invoiceNo: 'INV-000001',
      invoiceType: 'registration',
      status: 'issued',
      totalTaxCents: 1_350,
      grandTotalCents: 136_350,
      outstandingCents: 136_350,
      fkChild: family.childId,
    })
  })

  it('uses the school’s gst_rate and refuses an enquiry not awaiting payment', async () => {
    const school = await buildSchool()
    await school.db.insert(schoolConfigs).values({ fkSchool: school.id, key: 'gst_rate', value: '750' })
    const family = await buildPaymentSituation(school)
    expect((await issue(school, family.enquiryId)).totalTaxCents).toBe(1_125)
    const early = await buildPaymentSituation(school, { state: 'pending_econsent' })
    await expect(issue(school, early.enquiryId)).rejects.toThrow(
      'The registration fee can be confirmed only while the enquiry is pending registration payment',
    )
  })

  it('issues one invoice to simultaneous first calls, numbered without gaps', async () => {
    const school = await buildSchool()
    const a = await buildPaymentSituation(school)
    const b = await buildPaymentSituation(school)
    const issued = await Promise.all([...Array(5)].map(() => issue(school, a.enquiryId)))
    expect(new Set(issued.map((i) => i.id)).size).toBe(1)
    const second = await issue(school, b.enquiryId)
    const rows = await school.db.select().from(invoices).where(eq(invoices.fkSchool, school.id))
    expect(rows.map((r) => r.invoiceNo).sort()).toEqual(['INV-000001', 'INV-000002'])
    expect(second.invoiceNo).toBe('INV-000002')
  })

  it('gives a rolled-back number back', async () => {
    const school = await buildSchool()
    const family = await buildPaymentSituation(school)
    await expect(
      school.db.transaction(async (tx) => {
        const enquiry = await selectEnquiry(tx, school.id, family.enquiryId)
        if (!enquiry) throw new Error('no enquiry')
        await registrationInvoiceOf(tx, config, enquiry)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await issue(school, family.enquiryId)).invoiceNo).toBe('INV-000001')
  })

  it('settles once however often the same reference is replayed, and tells enrolment once', async () => {
    const school = await buildSchool()
    const family = await buildPaymentSituation(school)
    const invoice = await issue(school, family.enquiryId)
    const settle = () =>
      school.db.transaction((tx) =>
        settleInvoice(tx, config, {
          schoolId: school.id,
          invoiceId: invoice.id,
          amountCents: invoice.grandTotalCents,
          paymentType: 'paynow',
          reference: invoice.invoiceNo,
          actorId: null,
        }),
      )
    const results = await Promise.all([...Array(100)].map(settle))
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1)
    expect(new Set(results.map((r) => r.receiptId)).size).toBe(1)
    const rows = await school.db.select().from(payments).where(eq(payments.fkInvoice, invoice.id))
    expect(rows).toHaveLength(1)
    const receiptRows = await school.db.select().from(receipts).where(eq(receipts.fkSchool, school.id))
    expect(receiptRows.map((r) => r.receiptNo)).toEqual(['RCT-000001'])
    const [after] = await school.db.select().from(invoices).where(eq(invoices.id, invoice.id))
    expect(after).toMatchObject({ status: 'paid', outstandingCents: 0, grandTotalCents: 136_350 })
    expect(paid.filter((p) => p.invoiceId === invoice.id)).toEqual([
      { enquiryId: family.enquiryId, invoiceId: invoice.id },
    ])
  })

  it('refuses more than the outstanding amount and a reference used on another invoice', async () => {
    const school = await buildSchool()
    const a = await buildPaymentSituation(school)
    const b = await buildPaymentSituation(school)
    const first = await issue(school, a.enquiryId)
    const second = await issue(school, b.enquiryId)
    const pay = (invoiceId: number, amountCents: number, reference: string) =>
      school.db.transaction((tx) =>
        settleInvoice(tx, config, {
          schoolId: school.id,
          invoiceId,
          amountCents,
          paymentType: 'bank_transfer',
          reference,
          actorId: null,
        }),
      )
    await expect(pay(first.id, first.grandTotalCents + 1, 'T1')).rejects.toThrow(
      'The amount is more than the invoice’s outstanding amount',
    )
    await pay(first.id, 10_000, 'T1')
    await expect(pay(second.id, 10_000, 'T1')).rejects.toThrow(
      'This reference is already recorded for another invoice',
    )
    const [part] = await school.db.select().from(invoices).where(eq(invoices.id, first.id))
    expect(part).toMatchObject({ status: 'issued', outstandingCents: first.grandTotalCents - 10_000 })
    const counters = await school.db
      .select()
      .from(documentCounters)
      .where(eq(documentCounters.fkSchool, school.id))
    expect(counters.map((c) => [c.kind, c.lastNo]).sort()).toEqual([
      ['invoice', 2],
      ['receipt', 1],
    ])
    // Nothing was enrolled by a part payment.
    const [enquiry] = await school.db.select().from(enquiries).where(eq(enquiries.id, a.enquiryId))
    expect(enquiry.fkEnquiryState).toBe(enquiryState('pending_registration_payment').id)
  })
})
