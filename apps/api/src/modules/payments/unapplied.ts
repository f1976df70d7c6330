import { PAYMENT_UNAPPLIED, singaporeToday, UnappliedMsg } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, notFound } from '../../platform/errors/domain-error'
import { raiseRefund, selectInvoice, settleInvoice } from '../ledger'
import { tellDuplicateRefund } from './refund-notice'
import { selectSessionWithInvoice, markResolved, sameFamily } from './unapplied-queries'

export interface Resolution {
  sessionId: number
  resolution: 'refunded' | 'applied'
  refundId: number | null
  invoiceId: number | null
  receiptId: number | null
}

/**
 * The session, locked, if it is an UNAPPLIED order still waiting: a second click, a replay or the other action
 * running at the same moment waits on the lock and is then refused here, so an order is refunded or applied once.
 */
async function lockWaiting(tx: DbOrTx, schoolId: number, sessionId: number) {
  const found = await selectSessionWithInvoice(tx, schoolId, sessionId, { lock: true })
  if (!found) throw notFound('Payment order')
  if (found.session.errorCode !== PAYMENT_UNAPPLIED) throw conflict(UnappliedMsg.notUnapplied)
  if (found.session.resolution !== null) throw conflict(UnappliedMsg.resolved)
  return found
}

/**
 * Refunds an UNAPPLIED order: one refund of the amount taken, raised for the child of the invoice it paid, and the
 * parent who paid told of it.
 */
export function refundUnapplied(
  db: DbOrTx,
  publicUrl: string,
  by: Actor,
  sessionId: number,
  remark: string | null,
) {
  return db.transaction(async (tx): Promise<Resolution> => {
    const { session, childId, centreId, invoiceNo } = await lockWaiting(tx, by.schoolId, sessionId)
    const refund = await raiseRefund(tx, {
      schoolId: by.schoolId,
      centreId,
      childId,
      refundDate: singaporeToday(),
      label: `Card payment ${session.orderId} for invoice ${invoiceNo}, already paid`,
      amountCents: session.amountCents,
      refundType: 'overpayment',
      isCda: false,
      source: 'card_order',
      sourceId: session.id,
      remark,
      createdBy: by.userId,
    })
    if (
      !(await markResolved(tx, session.id, {
        resolution: 'refunded',
        fkRefund: refund.id,
        fkResolvedBy: by.userId,
      }))
    )
      throw conflict(UnappliedMsg.resolved)
    await tellDuplicateRefund(tx, publicUrl, {
      schoolId: by.schoolId,
      payerId: session.fkCreatedBy,
      invoiceId: session.fkInvoice,
      invoiceNo,
      amountCents: session.amountCents,
    })
    return {
      sessionId: session.id,
      resolution: 'refunded',
      refundId: refund.id,
      invoiceId: null,
      receiptId: null,
    }
  })
}

/**
 * Applies an UNAPPLIED order to another open invoice of the same family: a card payment with the order id as its
 * reference and a receipt, through the ledger. The invoice must owe at least the amount: part of an order is never
 * applied and part refunded (finance refunds the whole order instead).
 */
export function applyUnapplied(db: DbOrTx, config: Config, by: Actor, sessionId: number, invoiceId: number) {
  return db.transaction(async (tx): Promise<Resolution> => {
    const { session, childId } = await lockWaiting(tx, by.schoolId, sessionId)
    if (invoiceId === session.fkInvoice)
      throw badInput(UnappliedMsg.sameInvoice, { IDInvoice: UnappliedMsg.sameInvoice })
    const target = await selectInvoice(tx, by.schoolId, invoiceId)
    // The guard checked the invoice as a second target (school, the caller's centres) before this ran.
    if (!target) throw notFound('Invoice')
    if (!(await sameFamily(tx, childId, target.fkChild)))
      throw badInput(UnappliedMsg.otherFamily, { IDInvoice: UnappliedMsg.otherFamily })
    if (target.status !== 'issued' || target.outstandingCents <= 0)
      throw badInput(UnappliedMsg.notOpen, { IDInvoice: UnappliedMsg.notOpen })
    if (target.outstandingCents < session.amountCents)
      throw badInput(UnappliedMsg.tooSmall, { IDInvoice: UnappliedMsg.tooSmall })
    const settled = await settleInvoice(tx, config, {
      schoolId: by.schoolId,
      invoiceId: target.id,
      amountCents: session.amountCents,
      paymentType: 'card',
      reference: session.orderId,
      actorId: by.userId,
    })
    const marked = await markResolved(tx, session.id, {
      resolution: 'applied',
      fkAppliedPayment: settled.paymentId,
      fkResolvedBy: by.userId,
    })
    if (!marked) throw conflict(UnappliedMsg.resolved)
    return {
      sessionId: session.id,
      resolution: 'applied',
      refundId: null,
      invoiceId: target.id,
      receiptId: settled.receiptId,
    }
  })
}
