import type { DbOrTx } from '../../db/client'
import { subscribe } from '../../platform/events/bus'
import { closeSandboxCheckouts } from '../../platform/payments/sandbox-gateway'
import { closeOpenSessions } from './queries'

/**
 * An invoice was paid or lowered (staff recorded PayNow, a transfer or a cheque; a GIRO return; a credit note; a card
 * order): the checkouts still open for it close, on our side and at the gateway, so a page left open cannot take the
 * former amount. The card order that paid it is marked paid right after, in the same transaction.
 */
async function closeCheckoutsOfPaidInvoice(tx: DbOrTx, e: { schoolId: number; invoiceId: number }) {
  const closed = await closeOpenSessions(tx, e.schoolId, e.invoiceId)
  await closeSandboxCheckouts(
    tx,
    closed.map((s) => s.gatewaySessionId),
  )
}

subscribe('invoiceOutstandingLowered', closeCheckoutsOfPaidInvoice)
