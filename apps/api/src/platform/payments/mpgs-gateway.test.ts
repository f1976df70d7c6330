import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import type { DbOrTx } from '../../db/client'
import { toCents } from './gateway'
import { createMpgsGateway, errorCodeOf } from './mpgs-gateway'
import { registerMpgsRoutes } from './mpgs-routes'
import { safeEqual, signBody, verifyBodySignature } from './signature'

const db = {} as DbOrTx
const options = {
  url: 'https://gateway.example',
  merchantId: 'TEST123',
  apiPassword: 'p4ss',
  apiVersion: '100',
  webhookSecret: 'notify-secret',
}

function fakeFetch(answer: { status: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

describe('the Mastercard Gateway adapter', () => {
  it('initiates a checkout with basic authentication and answers the session fields', async () => {
    const { fetch, calls } = fakeFetch({
      status: 201,
      body: {
        result: 'SUCCESS',
        session: { id: 'SESSION0002', version: 'ab12', updateStatus: 'SUCCESS' },
        successIndicator: 'f00d',
      },
    })
    const gateway = createMpgsGateway({ ...options, fetch })
    const session = await gateway.createSession(db, {
      schoolId: 1,
      id: '7-0123456789abcdef01234567',
      amountCents: 15050,
      currency: 'SGD',
      description: 'Registration',
      returnUrl: 'https://app.example/overview/enrolment/3/payment?orderId=7-x',
    })
    expect(session).toEqual({
      Id: 'SESSION0002',
      Version: 'ab12',
      UpdateStatus: 'SUCCESS',
      SuccessIndicator: 'f00d',
      MerchantId: 'TEST123',
      Order: {
        Id: '7-0123456789abcdef01234567',
        Amount: '150.50',
        Currency: 'SGD',
        Description: 'Registration',
      },
    })
    expect(calls[0].url).toBe('https://gateway.example/api/rest/version/100/merchant/TEST123/session')
    const headers = calls[0].init.headers as Record<string, string>
    expect(headers.authorization).toBe(`Basic ${Buffer.from('merchant.TEST123:p4ss').toString('base64')}`)
    const body = JSON.parse(String(calls[0].init.body)) as Record<
      string,
      { operation?: string; amount?: string }
    >
    expect(body.apiOperation).toBe('INITIATE_CHECKOUT')
    expect(body.interaction.operation).toBe('PURCHASE')
    expect(body.order.amount).toBe('150.50')
  })

  it('sends at most the 127 characters the gateway takes as the order description (long child names)', async () => {
    const { fetch, calls } = fakeFetch({
      status: 201,
      body: { result: 'SUCCESS', session: { id: 'SESSION0003' }, successIndicator: 'f00d' },
    })
    const description = `Registration of ${'A'.repeat(60)} ${'B'.repeat(60)} (INV-000001)`
    await createMpgsGateway({ ...options, fetch }).createSession(db, {
      schoolId: 1,
      id: '7-0123456789abcdef01234567',
      amountCents: 15050,
      currency: 'SGD',
      description,
      returnUrl: 'https://app.example/overview/enrolment/3/payment?orderId=7-x',
    })
    const body = JSON.parse(String(calls[0].init.body)) as { order: { description: string } }
    expect(body.order.description).toBe(`${description.slice(0, 126)}…`)
  })

  it('retrieves a captured order as paid and a declined one with its code', async () => {
    const paid = fakeFetch({
      status: 200,
      body: { result: 'SUCCESS', status: 'CAPTURED', amount: 150.5, currency: 'SGD' },
    })
    expect(await createMpgsGateway({ ...options, fetch: paid.fetch }).retrieveOrder(db, '7-x')).toEqual({
      status: 'CAPTURED',
      result: 'SUCCESS',
      errorCode: undefined,
      amountCents: 15050,
      currency: 'SGD',
    })
    expect(paid.calls[0].url).toBe('https://gateway.example/api/rest/version/100/merchant/TEST123/order/7-x')
    const declined = fakeFetch({
      status: 200,
      body: {
        result: 'FAILURE',
        status: 'FAILED',
        amount: 150.5,
        currency: 'SGD',
        transaction: [{ response: { gatewayCode: 'INSUFFICIENT_FUNDS' } }],
      },
    })
    const order = await createMpgsGateway({ ...options, fetch: declined.fetch }).retrieveOrder(db, '7-x')
    expect(order?.errorCode).toBe('ERR002')
  })

  it('answers null for an order it does not know, and fails on a server error without the password', async () => {
    const unknown = fakeFetch({ status: 400, body: { result: 'ERROR', error: { cause: 'INVALID_REQUEST' } } })
    expect(await createMpgsGateway({ ...options, fetch: unknown.fetch }).retrieveOrder(db, '7-x')).toBeNull()
    const down = fakeFetch({ status: 503, body: {} })
    const error = await createMpgsGateway({ ...options, fetch: down.fetch })
      .retrieveOrder(db, '7-x')
      .catch((e: unknown) => e as Error)
    expect((error as Error).name).toBe('GatewayUnavailableError')
    expect(String((error as Error).message)).not.toContain('p4ss')
  })

  it('maps response codes to the payment codes', () => {
    expect(errorCodeOf('DECLINED')).toBe('ERR002')
    expect(errorCodeOf('EXPIRED_CARD')).toBe('ERR004')
    expect(errorCodeOf('TIMED_OUT')).toBe('ERR003')
    expect(errorCodeOf(undefined)).toBe('ERR003')
  })

  it('accepts only a notification carrying the notification secret', () => {
    const gateway = createMpgsGateway(options)
    expect(gateway.verifyNotification({ 'x-notification-secret': 'notify-secret' }, '{}')).toBe(true)
    expect(gateway.verifyNotification({ 'x-notification-secret': 'notify-secreT' }, '{}')).toBe(false)
    expect(gateway.verifyNotification({}, '{}')).toBe(false)
  })
})

describe('signatures and amounts', () => {
  it('signs the raw body and refuses any other body, signature or length', () => {
    const sig = signBody('s3cret', '{"a":1}')
    expect(verifyBodySignature('s3cret', '{"a":1}', sig)).toBe(true)
    expect(verifyBodySignature('s3cret', '{"a":2}', sig)).toBe(false)
    expect(verifyBodySignature('other', '{"a":1}', sig)).toBe(false)
    expect(verifyBodySignature('s3cret', '{"a":1}', undefined)).toBe(false)
    expect(safeEqual('abc', 'abcd')).toBe(false)
  })

  it('reads decimal amounts to exact cents', () => {
    expect(toCents('150.50')).toBe(15050)
    expect(toCents(150.5)).toBe(15050)
    expect(toCents('0.1')).toBe(10)
    expect(Number.isNaN(toCents('1e3'))).toBe(true)
  })
})

describe('payment configuration', () => {
  it('defaults to the sandbox with a derived secret and 30 minutes', () => {
    const payment = loadConfig({}).payment
    expect(payment.kind).toBe('sandbox')
    expect(payment.sessionMinutes).toBe(30)
    expect(payment.webhookSecret.length).toBeGreaterThan(20)
  })

  it('refuses a half-configured gateway at start', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'mpgs', PAYMENT_GATEWAY_URL: 'https://g.example' })).toThrow(
      /PAYMENT_MERCHANT_ID/,
    )
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/sandbox or mpgs/)
    expect(() => loadConfig({ PAYMENT_SESSION_MINUTES: '0' })).toThrow(/PAYMENT_SESSION_MINUTES/)
  })

  it('does not fall back to the sandbox in production: its checkout lets the payer approve without paying', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_GATEWAY/)
    // A demo that says so keeps its sandbox.
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', OIDC_CLIENT_SECRET: 'a-real-secret' })
        .payment.kind,
    ).toBe('sandbox')
  })
})

describe('the Mastercard Gateway launcher page', () => {
  it('opens the hosted payment page for a session under a nonce, and nothing for a malformed id', async () => {
    const app = Fastify()
    registerMpgsRoutes(
      app,
      loadConfig({
        PAYMENT_GATEWAY: 'mpgs',
        PAYMENT_GATEWAY_URL: 'https://gateway.example',
        PAYMENT_MERCHANT_ID: 'TEST123',
        PAYMENT_API_PASSWORD: 'p4ss',
        PAYMENT_WEBHOOK_SECRET: 'notify-secret',
      }),
    )
    const page = await app.inject({ method: 'GET', url: '/payments/checkout/SESSION0002ABC' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('https://gateway.example/static/checkout/checkout.min.js')
    expect(page.body).toContain('"SESSION0002ABC"')
    expect(page.body).not.toContain('p4ss')
    expect(String(page.headers['content-security-policy'])).toMatch(
      /script-src 'nonce-[^']+' https:\/\/gateway\.example/,
    )
    expect((await app.inject({ method: 'GET', url: '/payments/checkout/%3Cscript%3E' })).statusCode).toBe(404)
  })
})
