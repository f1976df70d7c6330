import { eq } from 'drizzle-orm'
import { paymentSessions } from '../../db/schema'
import { makeOrderId } from '../../modules/payments'
import { type TestSchool, unique } from './school'

/**
 * An open card order on an enquiry's invoice, written straight to the table (the access matrix's victims; payment
 * tests go through the API with `payingFamily`).
 */
export async function buildCardOrder(
  school: TestSchool,
  at: { invoiceId: number; enquiryId: number },
): Promise<string> {
  const [session] = await school.db
    .insert(paymentSessions)
    .values({
      fkSchool: school.id,
      fkInvoice: at.invoiceId,
      fkEnquiry: at.enquiryId,
      orderId: `pending-${unique()}`,
      amountCents: 5_900,
      gatewaySessionId: `SESSION${unique()}`,
      successIndicator: unique(),
      merchantId: 'SANDBOX',
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning({ id: paymentSessions.id })
  const orderId = makeOrderId(session.id)
  await school.db.update(paymentSessions).set({ orderId }).where(eq(paymentSessions.id, session.id))
  return orderId
}
