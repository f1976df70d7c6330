import type { DbOrTx } from '../../db/client'

/** What the app asks the gateway to collect: amounts in cents here, the gateway's decimal strings on the wire. */
export interface GatewayOrderRequest {
  schoolId: number
  /** Ours, random and unguessable; the gateway keys the order by it. */
  id: string
  amountCents: number
  currency: string
  description: string
  /** Where the payer's browser goes back to; the gateway appends resultIndicator. */
  returnUrl: string
}

/** A hosted-checkout session, in the Mastercard Gateway's field names (spec 002 section 3 "Payment session"). */
export interface CheckoutSession {
  Id: string
  Version: string
  UpdateStatus: string
  SuccessIndicator: string
  MerchantId: string
  Order: { Id: string; Amount: string; Currency: string; Description: string }
}

/** What the gateway says of an order when asked server to server (RETRIEVE_ORDER). */
export interface RetrievedOrder {
  /** The gateway's order status (CAPTURED, FAILED, OPEN...). */
  status: string
  /** SUCCESS, FAILURE or PENDING. */
  result: 'SUCCESS' | 'FAILURE' | 'PENDING'
  /** The app's payment code of a failure (ERR002...), mapped from the gateway's own response code. */
  errorCode?: string
  amountCents: number
  currency: string
}

/**
 * The card gateway (decision 0027): a hosted-checkout session per order, and the order's state read back server to
 * server. The embedded sandbox keeps its orders in its own table and serves its own checkout page; the Mastercard
 * Gateway (PAYMENT_GATEWAY=mpgs) is called over HTTPS. `db` is the caller's transaction, which the sandbox writes
 * through (a real gateway ignores it).
 */
export interface CardGateway {
  readonly kind: 'sandbox' | 'mpgs'
  createSession(db: DbOrTx, order: GatewayOrderRequest): Promise<CheckoutSession>
  /** Null when the gateway knows no such order. */
  retrieveOrder(db: DbOrTx, orderId: string): Promise<RetrievedOrder | null>
  /** Where the browser goes to pay in this session (a path of this server, or the gateway's address). */
  checkoutUrl(sessionId: string): string
  /** Whether a server-to-server notification really comes from the gateway; compared in constant time. */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): boolean
}

/** The gateway did not answer (network, 5xx, a refused credential): the parent is asked to try later. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GatewayUnavailableError'
  }
}

/** A paid order: the money was taken. Anything else is not a payment, whatever the browser was told. */
export const isPaid = (order: RetrievedOrder) => order.result === 'SUCCESS' && order.status === 'CAPTURED'

/** The gateway's decimal amount back to cents, exactly ('12.34' -> 1234); NaN for anything else. */
export function toCents(amount: string | number): number {
  const text = String(amount)
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
