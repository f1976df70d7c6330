import { enquiryStateCode, PAYMENT_CURRENCY, PaymentMsg, REGISTRATION_PAYMENT_STATE } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { conflict, notFound } from '../../platform/errors/domain-error'
import { keepOnRollback } from '../../platform/audit/request-scope'
import { schoolLink } from '../../platform/mail/layout'
import type { CardGateway } from '../../platform/payments/gateway'
import { schoolEnquiry } from '../enquiries'
import { type InvoiceRow, selectInvoice } from '../ledger'
import { askGateway, confirmSession } from './confirm'
import { makeOrderId } from './order-id'
import { insertSession, type PaymentSessionRow, reserveSessionId, selectUnsettledSessions } from './queries'

/** Where the gateway sends the browser back: the enquiry's payment page, which then confirms the order. */
export const returnPath = (enquiryId: number, orderId: string) =>
  `/overview/enrolment/${enquiryId}/payment?orderId=${encodeURIComponent(orderId)}`

/**
 * How long after its deadline an expired session is still asked of the gateway before a new one opens: a checkout
 * page left open (or a gateway that did not answer the expiry job) is settled within this, far beyond the session's
 * own PAYMENT_SESSION_MINUTES; later successes still come by the webhook.
 */
const RECHECK_EXPIRED_MS = 24 * 60 * 60_000

/** Card payment is for a registration invoice still owed, of an enquiry waiting for its registration payment. */
export function cardPayable(invoice: InvoiceRow, stateCode: string): boolean {
  return (
    invoice.invoiceType === 'registration' &&
    invoice.status === 'issued' &&
    invoice.outstandingCents > 0 &&
    stateCode === REGISTRATION_PAYMENT_STATE
  )
}

/**
 * Opens a hosted-checkout session for what is left to pay on the invoice. The amount is the invoice's outstanding
 * amount as the database holds it; nothing the browser sends can change it. An earlier session still open or expired
 * is asked of the gateway first: if it was paid meanwhile the invoice is settled by it and no new session opens.
 */
export async function openPaymentSession(
  db: DbOrTx,
  deps: { config: Config; gateway: CardGateway },
  actor: { schoolId: number; userId: number },
  invoiceId: number,
): Promise<{ session: PaymentSessionRow; checkoutUrl: string; description: string }> {
  return db.transaction(async (tx) => {
    const invoice = await selectInvoice(tx, actor.schoolId, invoiceId)
    if (!invoice?.fkEnquiry) throw notFound('Invoice')
    const enquiry = await schoolEnquiry(tx, actor.schoolId, invoice.fkEnquiry, { lock: true })
    const stillOpen: PaymentSessionRow[] = []
    const expiredSince = new Date(Date.now() - RECHECK_EXPIRED_MS)
    for (const earlier of await selectUnsettledSessions(tx, actor.schoolId, invoice.id, expiredSince)) {
      const { session: confirmed } = await confirmSession(tx, deps, earlier, actor.userId)
      if (confirmed.status === 'open') stillOpen.push(confirmed)
      // Paid meanwhile: the refusal below rolls the request back, and the money taken must still be recorded.
      if (confirmed.status === 'paid')
        keepOnRollback((root) => confirmSession(root, deps, earlier, actor.userId))
    }
    const current = await selectInvoice(tx, actor.schoolId, invoiceId)
    if (!current || !cardPayable(current, enquiryStateCode(enquiry))) throw conflict(PaymentMsg.notPayable)
    const description = `${current.label} (${current.invoiceNo})`
    // A second click (or a second tab) gets the checkout already open: two live orders could both be paid.
    const reusable = stillOpen.find(
      (s) => s.amountCents === current.outstandingCents && s.expiresAt.getTime() > Date.now(),
    )
    if (reusable)
      return {
        session: reusable,
        checkoutUrl: deps.gateway.checkoutUrl(reusable.gatewaySessionId),
        description,
      }
    const id = await reserveSessionId(tx)
    const orderId = makeOrderId(id)
    const returnUrl = schoolLink(
      { schoolId: actor.schoolId, publicUrl: deps.config.publicUrl },
      returnPath(enquiry.id, orderId),
    )
    const gatewaySession = await askGateway(() =>
      deps.gateway.createSession(tx, {
        schoolId: actor.schoolId,
        id: orderId,
        amountCents: current.outstandingCents,
        currency: PAYMENT_CURRENCY,
        description,
        returnUrl,
      }),
    )
    const session = await insertSession(tx, {
      id,
      fkSchool: actor.schoolId,
      fkInvoice: current.id,
      fkEnquiry: enquiry.id,
      orderId,
      amountCents: current.outstandingCents,
      currency: PAYMENT_CURRENCY,
      gatewaySessionId: gatewaySession.Id,
      gatewaySessionVersion: gatewaySession.Version,
      updateStatus: gatewaySession.UpdateStatus,
      successIndicator: gatewaySession.SuccessIndicator,
      merchantId: gatewaySession.MerchantId,
      fkCreatedBy: actor.userId,
      expiresAt: new Date(Date.now() + deps.config.payment.sessionMinutes * 60_000),
    })
    return { session, checkoutUrl: deps.gateway.checkoutUrl(gatewaySession.Id), description }
  })
}
