import type { DbOrTx } from '../../db/client'
import { subscribe } from '../../platform/events/bus'
import { closeSandboxCheckouts } from '../../platform/payments/sandbox-gateway'
import { closeOpenSessions } from './queries'

/**
 * A registration invoice was paid (staff confirmed PayNow, a transfer, or a card order): the checkouts still open
 * for it close, on our side and at the gateway, so a page left open cannot take the money a second time. The card
 * order that paid it is marked paid right after, in the same transaction.
 */
async function closeCheckoutsOfPaidInvoice(tx: DbOrTx, e: { schoolId: number; invoiceId: number }) {
  const closed = await closeOpenSessions(tx, e.schoolId, e.invoiceId)
  await closeSandboxCheckouts(
    tx,
    closed.map((s) => s.gatewaySessionId),
  )
}

subscribe('registrationInvoicePaid', closeCheckoutsOfPaidInvoice)
