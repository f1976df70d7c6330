import { enquiryStateCode, PAYMENT_CURRENCY, ErrorCode } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { notFound, refusal } from '../../platform/errors/domain-error'
import { keepOnRollback } from '../../platform/audit/request-scope'
import { schoolLink } from '../../platform/mail/layout'
import type { CardGateway } from '../../platform/payments/gateway'
import { schoolEnquiry } from '../enquiries'
import { type InvoiceRow, parentInvoicePath, selectInvoice } from '../ledger'
import { refusalOf } from './access'
import { askGateway, confirmSession } from './confirm'
import { makeOrderId } from './order-id'
import { insertSession, type PaymentSessionRow, reserveSessionId, selectUnsettledSessions } from './queries'
import type { Actor } from '../../platform/authz/actor'

/**
 * Where the gateway sends the browser back, which then confirms the order: a registration invoice's enquiry payment
 * page, or the invoice's own page (/finance/invoice/{id}) for a monthly or ad hoc one.
 */
export const returnPath = (invoice: InvoiceRow, orderId: string) =>
  `${
    invoice.fkEnquiry !== null && invoice.invoiceType === 'registration'
      ? `/overview/enrolment/${invoice.fkEnquiry}/payment`
      : parentInvoicePath(invoice.id)
  }?orderId=${encodeURIComponent(orderId)}`

/**
 * How long after its deadline an expired session is still asked of the gateway before a new one opens: a checkout
 * page left open (or a gateway that did not answer the expiry job) is settled within this, far beyond the session's
 * own PAYMENT_SESSION_MINUTES; later successes still come by the webhook.
 */
const RECHECK_EXPIRED_MS = 24 * 60 * 60_000

/**
 * The invoice, locked against a second session opening beside this one: a registration invoice through its enquiry
 * (the lock order the enquiry's steps take), any other invoice itself. Also the enquiry's state for the refusal.
 */
async function lockedInvoice(
  tx: DbOrTx,
  schoolId: number,
  invoiceId: number,
): Promise<{ invoice: InvoiceRow; stateCode: string | null }> {
  const invoice = await selectInvoice(tx, schoolId, invoiceId)
  if (!invoice) throw notFound('Invoice')
  if (invoice.invoiceType === 'registration' && invoice.fkEnquiry !== null) {
    const enquiry = await schoolEnquiry(tx, schoolId, invoice.fkEnquiry, { lock: true })
    return { invoice, stateCode: enquiryStateCode(enquiry) }
  }
  await selectInvoice(tx, schoolId, invoiceId, { lock: true })
  return { invoice, stateCode: null }
}

/**
 * Opens a hosted-checkout session for what is left to pay on the invoice. The amount is the invoice's outstanding
 * amount as the database holds it; nothing the browser sends can change it. An earlier session still open or expired
 * is asked of the gateway first: if it was paid meanwhile the invoice is settled by it and no new session opens.
 */
export async function openPaymentSession(
  db: DbOrTx,
  deps: { config: Config; gateway: CardGateway },
  actor: Actor,
  invoiceId: number,
): Promise<{ session: PaymentSessionRow; checkoutUrl: string; description: string }> {
  return db.transaction(async (tx) => {
    const { invoice, stateCode } = await lockedInvoice(tx, actor.schoolId, invoiceId)
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
    if (!current || refusalOf(current, stateCode) !== null)
      throw refusal(ErrorCode.Conflict, 'payments.notPayable')
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
      returnPath(current, orderId),
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
      fkEnquiry: current.invoiceType === 'registration' ? current.fkEnquiry : null,
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
