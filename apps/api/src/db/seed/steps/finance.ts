import { addMonths, PAYMENT_UNAPPLIED, singaporeToday } from '@preschool/domain'
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm'
import { loadConfig } from '../../../config'
import { createCreditNote, createOfflineInvoice, issueMonthNow } from '../../../modules/finance'
import { raiseRefund, settleInvoice } from '../../../modules/ledger'
import { makeOrderId } from '../../../modules/payments'
import type { Tx } from '../../client'
import { childLevels, children, invoices, paymentSessions, users } from '../../schema'
import { demoChild } from '../content/accounts'

const userId = async (tx: Tx, email: string) =>
  (await tx.select({ id: users.id, fkSchool: users.fkSchool }).from(users).where(eq(users.email, email)))[0]

/**
 * The same family also paid by card after the cheque had settled the invoice: the gateway took the money and the
 * order stays UNAPPLIED, so finance's "Card paid twice" tab has one to refund or apply. Written straight to the
 * table as the gateway's answer would leave it (the sandbox's checkout page is a browser's step).
 */
async function insertCardPaidTwice(
  tx: Tx,
  schoolId: number,
  invoiceId: number,
  amountCents: number,
  today: Date,
) {
  const [session] = await tx
    .insert(paymentSessions)
    .values({
      fkSchool: schoolId,
      fkInvoice: invoiceId,
      orderId: `demo-unapplied-${invoiceId}`,
      amountCents,
      status: 'failed',
      errorCode: PAYMENT_UNAPPLIED,
      gatewaySessionId: `SESSIONDEMO${invoiceId}`,
      successIndicator: `demo${invoiceId}`,
      merchantId: 'SANDBOX',
      expiresAt: today,
      completedAt: today,
    })
    .returning({ id: paymentSessions.id })
  await tx
    .update(paymentSessions)
    .set({ orderId: makeOrderId(session.id) })
    .where(eq(paymentSessions.id, session.id))
}

/**
 * Last month's invoice run of the demo parent's centre, made by hq@ and issued by planner@ (a second HQ
 * approver), so the finance tabs, the invoice page, the child's tab and the demo parent show real invoices; then
 * one offline cheque (with a card payment taken twice), one credit note with its remark and one refund on other
 * families' invoices, and an ad hoc
 * invoice of the demo child with explained lines (the statement of account shows both of its invoices).
 */
export async function insertDemoFinance(tx: Tx, today: Date): Promise<void> {
  const maker = await userId(tx, 'hq@littlesteps.demo')
  const issuer = await userId(tx, 'planner@littlesteps.demo')
  if (!maker || !issuer) return
  const child = demoChild(today)
  const [seat] = await tx
    .select({ centreId: childLevels.fkCentre, childId: childLevels.fkChild })
    .from(childLevels)
    .innerJoin(children, eq(children.id, childLevels.fkChild))
    .where(
      and(
        eq(childLevels.fkSchool, maker.fkSchool),
        eq(children.firstname, child.firstname),
        eq(children.lastname, child.lastname),
        isNull(childLevels.to),
      ),
    )
    .limit(1)
  if (!seat) return
  const month = addMonths(singaporeToday(today), -1)
  const config = loadConfig({})
  const schoolId = maker.fkSchool
  const run = await issueMonthNow(
    tx,
    config.publicUrl,
    { schoolId, makerId: maker.id, issuerId: issuer.id },
    seat.centreId,
    month,
  )
  // Other families' invoices take the payment, the note and the refund: the demo parent's stays to be paid.
  const others = await tx
    .select({ id: invoices.id, childId: invoices.fkChild, outstanding: invoices.outstandingCents })
    .from(invoices)
    .innerJoin(children, eq(children.id, invoices.fkChild))
    .where(
      and(
        eq(invoices.fkSchool, schoolId),
        eq(invoices.month, month),
        eq(invoices.status, 'issued'),
        ne(children.firstname, child.firstname),
        inArray(invoices.fkCentre, [seat.centreId]),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(3)
  const [paid, credited, refunded] = others
  if (paid) {
    await settleInvoice(tx, config, {
      schoolId,
      invoiceId: paid.id,
      amountCents: paid.outstanding,
      paymentType: 'cheque',
      reference: 'CHQ 204518',
      actorId: maker.id,
    })
    await insertCardPaidTwice(tx, schoolId, paid.id, paid.outstanding, today)
  }
  if (credited)
    await createCreditNote(tx, { schoolId, userId: issuer.id }, credited.id, {
      amount: Math.min(5_000, credited.outstanding),
      remark: 'Centre closed for two days for repairs: two days’ fees credited',
    })
  await createOfflineInvoice(
    tx,
    config.publicUrl,
    schoolId,
    { centreId: seat.centreId, childId: seat.childId },
    {
      items: [
        {
          label: 'Art and craft kit',
          explanation: 'Term kit for the art enrichment class',
          quantity: 1,
          unitPrice: 3_500,
          taxable: true,
        },
        {
          label: 'Excursion bus',
          explanation: 'Bus to the Botanic Gardens outing',
          quantity: 1,
          unitPrice: 1_200,
          taxable: false,
        },
      ],
    },
  )
  if (refunded)
    await raiseRefund(tx, {
      schoolId,
      centreId: seat.centreId,
      childId: refunded.childId,
      refundDate: singaporeToday(today),
      label: 'Overpaid fees returned',
      amountCents: 4_500,
      refundType: 'overpayment',
      isCda: false,
      source: 'adjustment',
      sourceId: run.id,
      createdBy: maker.id,
    })
}
