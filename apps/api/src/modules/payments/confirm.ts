import { ErrorCode, Messages, PAYMENT_UNAPPLIED, statusForErrorCode } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { writeAudit } from '../../platform/audit/record'
import { DomainError } from '../../platform/errors/domain-error'
import {
  type CardGateway,
  GatewayUnavailableError,
  isPaid,
  type RetrievedOrder,
} from '../../platform/payments/gateway'
import { settleInvoice } from '../ledger'
import {
  markSessionFailed,
  markSessionPaid,
  type PaymentSessionRow,
  selectReceiptOfPayment,
  selectSessionByOrder,
} from './queries'

export interface Confirmation {
  session: PaymentSessionRow
  /** The receipt of the payment, when the order is paid. */
  receiptId: number | null
}

/**
 * What became of an order, as the gateway says server to server: never what the browser's redirect claims. A paid
 * order settles the invoice through the ledger with the order id as its reference, so a notification replayed any
 * number of times (or racing the browser's return) makes one payment and one receipt: the session row is locked
 * and a paid session is returned as it is; behind that, the ledger's unique reference. A paid order is honoured
 * even after the session expired (the money was taken). A failed one records the gateway's code.
 */
export async function confirmSession(
  db: DbOrTx,
  deps: { config: Config; gateway: CardGateway },
  session: PaymentSessionRow,
  actorId: number | null,
  notification?: { clientIp: string },
): Promise<Confirmation> {
  if (session.status === 'paid')
    return { session, receiptId: await selectReceiptOfPayment(db, session.fkPayment) }
  const order = await askGateway(() => deps.gateway.retrieveOrder(db, session.orderId))
  if (!order) return { session, receiptId: null }
  if (isPaid(order)) return settle(db, deps.config, session.orderId, order, actorId, notification)
  if (order.result === 'FAILURE') {
    const code = order.errorCode ?? 'ERR003'
    const failed = await markSessionFailed(db, session.id, failureStatus(code), code)
    return { session: failed ?? session, receiptId: null }
  }
  return { session, receiptId: null }
}

/** A gateway that does not answer: the parent is asked to try later (the order is confirmed again then). */
export async function askGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GatewayUnavailableError)
      throw new DomainError(ErrorCode.Conflict, Messages.tryAgainLater)
    throw error
  }
}

const failureStatus = (code: string) => statusForErrorCode(code) as 'declined' | 'failed' | 'expired'

const auditNotifiedPayment = (tx: DbOrTx, session: PaymentSessionRow, clientIp: string) =>
  writeAudit(
    tx,
    {
      kind: 'mutation',
      operation: 'paymentNotification',
      action: 'payments.notification',
      viewer: null,
      schoolId: session.fkSchool,
      target: { type: 'invoice', id: session.fkInvoice },
      clientIp,
    },
    { outcome: 'ok' },
  )

async function settle(
  db: DbOrTx,
  config: Config,
  orderId: string,
  order: RetrievedOrder,
  actorId: number | null,
  notification?: { clientIp: string },
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const locked = await selectSessionByOrder(tx, orderId, { lock: true })
    if (!locked) throw new Error('payment session vanished while confirming')
    if (locked.status === 'paid')
      return { session: locked, receiptId: await selectReceiptOfPayment(tx, locked.fkPayment) }
    // The gateway took what the session asked (the invoice's amount): anything else is not ours to apply.
    if (order.amountCents !== locked.amountCents || order.currency !== locked.currency) {
      const marked = await markSessionFailed(tx, locked.id, 'failed', PAYMENT_UNAPPLIED)
      return { session: marked ?? locked, receiptId: null }
    }
    try {
      const settled = await tx.transaction((inner) =>
        settleInvoice(inner, config, {
          schoolId: locked.fkSchool,
          invoiceId: locked.fkInvoice,
          amountCents: order.amountCents,
          paymentType: 'card',
          reference: orderId,
          actorId,
        }),
      )
      // No session stands behind the gateway's notification: the payment it made is audited here, once.
      if (notification && !settled.duplicate) await auditNotifiedPayment(tx, locked, notification.clientIp)
      return {
        session: await markSessionPaid(tx, locked.id, settled.paymentId),
        receiptId: settled.receiptId,
      }
    } catch (error) {
      // Another order settled the invoice first: this money was taken too, so it is kept visible for a refund.
      if (!(error instanceof DomainError)) throw error
      const marked = await markSessionFailed(tx, locked.id, 'failed', PAYMENT_UNAPPLIED)
      return { session: marked ?? locked, receiptId: null }
    }
  })
}
