import { Access, enquiryState } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { childLevels, enquiries, notifications, seatOffers } from '../../db/schema'
import { buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  CONFIRM,
  DRAFT_MONTHLY,
  ENROLMENT_STATUS,
  PURCHASE_ITEMS,
  RECEIPT_PDF,
  RECEIPTS,
  REGISTRATION_INVOICE,
  INVOICE_PDF,
  paymentWorld,
} from './test-support'

describe('registration payment', () => {
  it('shows the parent the registration invoice with GST per item, PayNow and the draft first month', async () => {
    const { family } = await paymentWorld()
    const result = await gql(REGISTRATION_INVOICE, { IDEnquiry: family.enquiryId }, family.parent.token)
    const invoice = result.data?.getEnquiryRegistrationInvoice
    expect(invoice).toMatchObject({
      invoiceNo: 'INV-000001',
      status: 'issued',
      grandTotal: 136_350,
      totalTaxAmount: 1_350,
      outstandingAmount: 136_350,
      items: [
        {
          label: 'Registration fee',
          quantity: 1,
          unitPrice: 15_000,
          taxAmount: 1_350,
          displayTotalAmount: 16_350,
        },
        {
          label: 'Deposit (one month)',
          quantity: 1,
          unitPrice: 120_000,
          taxAmount: 0,
          displayTotalAmount: 120_000,
        },
      ],
      payNow: { uen: '201912345K', reference: 'INV-000001', amount: 136_350 },
    })
    expect(invoice?.payNow?.payload).toContain('SG.PAYNOW')
    expect(invoice?.payNow?.payload).toContain('INV-000001')
    // Asked again: the same invoice, no second number.
    const again = await gql(REGISTRATION_INVOICE, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(again.data?.getEnquiryRegistrationInvoice?.ID).toBe(invoice?.ID)

    const draft = await gql(DRAFT_MONTHLY, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(draft.data?.getEnquiryDraftMonthlyFeeInvoice).toMatchObject({
      month: family.month,
      items: [
        { label: 'Monthly fee (Full Day)', unitPrice: 120_000, taxAmount: 10_800 },
        { label: 'Meal plan', unitPrice: 5_500, taxAmount: 495 },
      ],
      totalTaxAmount: 11_295,
      grandTotal: 136_795,
    })
  })

  it('enrols the child when staff confirm the payment and the school skips GIRO', async () => {
    const { school, family, approver } = await paymentWorld({ skipGiro: true })
    const vars = { IDEnquiry: family.enquiryId, paymentType: 'paynow', referenceNo: 'INV-000001' }
    const result = await gql(CONFIRM, vars, approver.token)
    expect(result.data?.markRegistrationPaymentAsSuccessful).toMatchObject({
      duplicate: false,
      enquiryState: 'enrolled',
      invoice: { status: 'paid', outstandingAmount: 0 },
      receipt: { receiptNo: 'RCT-000001', amount: 136_350, paymentType: 'paynow', referenceNo: 'INV-000001' },
    })
    const [seat] = await school.db.select().from(childLevels).where(eq(childLevels.fkChild, family.childId))
    expect(seat).toMatchObject({
      fkCentre: family.centreId,
      fkLevel: family.levelId,
      from: family.month,
      to: null,
    })
    const [offer] = await school.db
      .select()
      .from(seatOffers)
      .where(eq(seatOffers.fkEnquiry, family.enquiryId))
    expect(offer.status).toBe('taken')
    const told = await school.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.fkSchool, school.id), eq(notifications.fkUser, family.parent.id)))
    expect(told.map((n) => n.title)).toContain('Enrolment confirmed')

    const replay = await gql(CONFIRM, vars, approver.token)
    expect(replay.data?.markRegistrationPaymentAsSuccessful).toMatchObject({
      duplicate: true,
      receipt: { ID: result.data?.markRegistrationPaymentAsSuccessful.receipt.ID },
    })
    const status = await gql(ENROLMENT_STATUS, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(status.data?.getEnrolmentStatus).toEqual({
      state: 'enrolled',
      invoicePaid: true,
      giroRequired: false,
      enrolled: true,
    })
    const receipts = await gql(RECEIPTS, { IDEnquiries: [family.enquiryId] }, family.parent.token)
    expect(receipts.data?.receiptByEnquiryID.map((r) => r.receiptNo)).toEqual(['RCT-000001'])
  })

  it('parks the enquiry in pending_giro when the school does not skip GIRO', async () => {
    const { school, family, approver } = await paymentWorld()
    const result = await gql(
      CONFIRM,
      { IDEnquiry: family.enquiryId, paymentType: 'bank_transfer', referenceNo: 'FT-123/45' },
      approver.token,
    )
    expect(result.data?.markRegistrationPaymentAsSuccessful.enquiryState).toBe('pending_giro')
    expect(await school.db.select().from(childLevels).where(eq(childLevels.fkChild, family.childId))).toEqual(
      [],
    )
    const status = await gql(ENROLMENT_STATUS, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(status.data?.getEnrolmentStatus).toMatchObject({
      invoicePaid: true,
      giroRequired: true,
      enrolled: false,
    })
  })

  it('hands the parent and staff the invoice and receipt PDFs', async () => {
    const { family, approver } = await paymentWorld({ skipGiro: true })
    const paid = await gql(
      CONFIRM,
      { IDEnquiry: family.enquiryId, paymentType: 'cash', referenceNo: 'CASH-0001' },
      approver.token,
    )
    const receiptId = paid.data?.markRegistrationPaymentAsSuccessful.receipt.ID ?? 0
    const pdf = await gql(RECEIPT_PDF, { IDReceipt: receiptId }, family.parent.token)
    expect(pdf.data?.receiptPdf.filename).toBe('RCT-000001.pdf')
    expect(
      Buffer.from(pdf.data?.receiptPdf.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const invoice = await gql(REGISTRATION_INVOICE, { IDEnquiry: family.enquiryId }, approver.token)
    const invoicePdf = await gql(
      INVOICE_PDF,
      { IDInvoice: invoice.data?.getEnquiryRegistrationInvoice?.ID ?? 0 },
      approver.token,
    )
    expect(invoicePdf.data?.invoicePdf.filename).toBe('INV-000001.pdf')
  })

  it('refuses the payment to a parent, staff without approve, another school and no session', async () => {
    const { school, family } = await paymentWorld()
    const other = await buildSchool()
    const outsider = await buildHQ(other, { enquiry_management: Access.approve })
    const writer = await buildStaff(school, { enquiry_management: Access.write }, [family.centreId])
    const noModule = await buildStaff(school, { fee_management: Access.approve }, [family.centreId])
    const vars = { IDEnquiry: family.enquiryId, paymentType: 'paynow', referenceNo: 'X1' }
    for (const token of [family.parent.token, writer.token, noModule.token, outsider.token, undefined]) {
      const result = await gql(CONFIRM, vars, token)
      expect(result.errors?.[0]?.message).toBe('unauthorized')
    }
    const [row] = await school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId))
    expect(row.fkEnquiryState).toBe(enquiryState('pending_registration_payment').id)
  })

  it('shows the invoice to no other family, no staff without the module and no other school', async () => {
    const { school, family } = await paymentWorld()
    const stranger = await buildParent(school)
    const noModule = await buildStaff(school, { fee_management: Access.read }, [family.centreId])
    const outsider = await buildHQ(await buildSchool(), { enquiry_management: Access.read })
    for (const token of [stranger.token, noModule.token, outsider.token, undefined]) {
      const result = await gql(REGISTRATION_INVOICE, { IDEnquiry: family.enquiryId }, token)
      expect(result.errors?.[0]?.message).toBe('unauthorized')
    }
    const receipts = await gql(RECEIPTS, { IDEnquiry: family.enquiryId }, stranger.token)
    expect(receipts.data?.receiptByEnquiryID).toEqual([])
  })

  it('refuses an unknown payment type and a malformed reference with their messages', async () => {
    const { family, approver } = await paymentWorld()
    const result = await gql(
      CONFIRM,
      { IDEnquiry: family.enquiryId, paymentType: 'card', referenceNo: 'x; drop table' },
      approver.token,
    )
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(result.errors?.[0]?.message).toBe('paymentType: Choose PayNow, bank transfer, cash or cheque')
  })

  it('lists the school’s billable items for staff, by type', async () => {
    const { school } = await paymentWorld()
    const hq = await buildHQ(school, { fee_management: Access.read })
    const result = await gql(PURCHASE_ITEMS, { schoolID: school.id, filter: { type: 'monthly' } }, hq.token)
    expect(result.data?.findAllPurchaseItem).toEqual({
      totalCount: 1,
      data: [{ label: 'Meal plan', unitPrice: 5_500, taxable: true, type: 'monthly', active: true }],
    })
  })
})
