import { centsToDecimal, type PaymentErrorCode } from '@preschool/domain'
import {
  type CardGateway,
  type CheckoutSession,
  GatewayUnavailableError,
  type RetrievedOrder,
  toCents,
} from './gateway'
import { safeEqual } from './signature'

const TIMEOUT_MS = 10_000
/** The gateway refuses an order description longer than this (child names may take 60 characters each). */
const DESCRIPTION_MAX = 127

const clip = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text

/** The launcher page of this server that opens the gateway's hosted payment page (mpgs-routes.ts). */
export const MPGS_CHECKOUT_PATH = '/payments/checkout/'

/** The Mastercard Gateway's response codes, as the parent's payment codes (spec 002 section 8). */
const DECLINED = new Set([
  'DECLINED',
  'INSUFFICIENT_FUNDS',
  'REFERRED',
  'BLOCKED',
  'DECLINED_DO_NOT_CONTACT',
  'DECLINED_AVS',
  'DECLINED_CSC',
  'DECLINED_AVS_CSC',
  'DECLINED_PAYMENT_PLAN',
  'DECLINED_INVALID_PIN',
  'DECLINED_PIN_REQUIRED',
  'AUTHENTICATION_FAILED',
])
const INVALID = new Set(['EXPIRED_CARD', 'INVALID_CSC', 'NOT_SUPPORTED', 'NOT_ENROLLED_3D_SECURE'])

export function errorCodeOf(gatewayCode: string | undefined): PaymentErrorCode {
  if (gatewayCode && DECLINED.has(gatewayCode)) return 'ERR002'
  if (gatewayCode && INVALID.has(gatewayCode)) return 'ERR004'
  return 'ERR003'
}

interface MpgsSessionAnswer {
  result?: string
  session?: { id?: string; version?: string; updateStatus?: string }
  successIndicator?: string
}

interface MpgsOrderAnswer {
  result?: string
  status?: string
  amount?: number | string
  totalCapturedAmount?: number | string
  currency?: string
  transaction?: { response?: { gatewayCode?: string } }[]
  error?: { cause?: string; explanation?: string }
}

export interface MpgsOptions {
  url: string
  merchantId: string
  apiPassword: string
  apiVersion: string
  webhookSecret: string
  fetch?: typeof fetch
}

/**
 * The Mastercard Gateway's hosted checkout over its REST API: INITIATE_CHECKOUT creates the session, RETRIEVE_ORDER
 * (GET .../order/{id}) reads the order back. Basic authentication as `merchant.<id>` with the API password; the
 * password and the authorization header never reach a log (errors carry the status only).
 */
export function createMpgsGateway(opts: MpgsOptions): CardGateway {
  const doFetch = opts.fetch ?? fetch
  const base = `${opts.url}/api/rest/version/${opts.apiVersion}/merchant/${encodeURIComponent(opts.merchantId)}`
  const authorization = `Basic ${Buffer.from(`merchant.${opts.merchantId}:${opts.apiPassword}`).toString('base64')}`

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<{ status: number; body: T }> {
    let response: Response
    try {
      response = await doFetch(`${base}${path}`, {
        method: init.method,
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new GatewayUnavailableError('card gateway unreachable', { cause: error })
    }
    const body = (await response.json().catch(() => ({}))) as T
    if (response.status >= 500 || response.status === 401 || response.status === 403)
      throw new GatewayUnavailableError(`card gateway answered ${response.status}`)
    return { status: response.status, body }
  }

  return {
    kind: 'mpgs',
    async createSession(_db, order): Promise<CheckoutSession> {
      const amount = centsToDecimal(order.amountCents)
      const description = clip(order.description)
      const { body } = await call<MpgsSessionAnswer>('/session', {
        method: 'POST',
        body: {
          apiOperation: 'INITIATE_CHECKOUT',
          interaction: { operation: 'PURCHASE', returnUrl: order.returnUrl },
          order: { id: order.id, amount, currency: order.currency, description },
        },
      })
      if (body.result !== 'SUCCESS' || !body.session?.id || !body.successIndicator)
        throw new GatewayUnavailableError(`card gateway refused the session (${body.result ?? 'no result'})`)
      return {
        Id: body.session.id,
        Version: body.session.version ?? '',
        UpdateStatus: body.session.updateStatus ?? 'SUCCESS',
        SuccessIndicator: body.successIndicator,
        MerchantId: opts.merchantId,
        Order: { Id: order.id, Amount: amount, Currency: order.currency, Description: description },
      }
    },
    async retrieveOrder(_db, orderId): Promise<RetrievedOrder | null> {
      const { status, body } = await call<MpgsOrderAnswer>(`/order/${encodeURIComponent(orderId)}`, {
        method: 'GET',
      })
      if (status === 404 || (status === 400 && body.error)) return null
      const last = body.transaction?.at(-1)
      const result = body.result === 'SUCCESS' ? 'SUCCESS' : body.result === 'PENDING' ? 'PENDING' : 'FAILURE'
      const paidStatus = body.status === 'CAPTURED' && result === 'SUCCESS'
      return {
        status: body.status ?? 'UNKNOWN',
        result,
        errorCode: paidStatus || result === 'PENDING' ? undefined : errorCodeOf(last?.response?.gatewayCode),
        amountCents: toCents(body.totalCapturedAmount ?? body.amount ?? ''),
        currency: body.currency ?? '',
      }
    },
    checkoutUrl: (sessionId) => `${MPGS_CHECKOUT_PATH}${encodeURIComponent(sessionId)}`,
    // The gateway's webhook notifications carry the merchant's notification secret in this header.
    verifyNotification: (headers) => {
      const given = headers['x-notification-secret']
      return typeof given === 'string' && safeEqual(given, opts.webhookSecret)
    },
  }
}
