import { singaporeToday } from '@preschool/domain'
import { invoices, paymentSessions } from '../../db/schema'
import { eq } from 'drizzle-orm'
import { makeOrderId } from '../../modules/payments'
import { type TestSchool, unique } from './school'

/**
 * A registration invoice of a family's enquiry with one open card session on it, written straight to the tables
 * (the access matrix's victims; payment tests go through the API with `payingFamily`).
 */
export async function buildCardOrder(
  school: TestSchool,
  opts: { centreId: number; childId: number; enquiryId: number },
): Promise<{ invoiceId: number; orderId: string }> {
  const today = singaporeToday()
  const [invoice] = await school.db
    .insert(invoices)
    .values({
      fkSchool: school.id,
      fkCentre: opts.centreId,
      fkChild: opts.childId,
      fkEnquiry: opts.enquiryId,
      invoiceNo: `INV-T${unique()}`,
      invoiceType: 'registration',
      label: 'Registration',
      invoiceDate: today,
      dueDate: today,
      totalTaxCents: 0,
      grandTotalCents: 15_000,
      outstandingCents: 15_000,
    })
    .returning({ id: invoices.id })
  const [session] = await school.db
    .insert(paymentSessions)
    .values({
      fkSchool: school.id,
      fkInvoice: invoice.id,
      fkEnquiry: opts.enquiryId,
      orderId: `pending-${unique()}`,
      amountCents: 15_000,
      gatewaySessionId: `SESSION${unique()}`,
      successIndicator: unique(),
      merchantId: 'SANDBOX',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: paymentSessions.id })
  const orderId = makeOrderId(session.id)
  await school.db.update(paymentSessions).set({ orderId }).where(eq(paymentSessions.id, session.id))
  return { invoiceId: invoice.id, orderId }
}
