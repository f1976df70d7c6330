import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import { MPGS_CHECKOUT_PATH } from './mpgs-gateway'

const SESSION_ID = /^SESSION[0-9A-Za-z]{1,60}$/

/**
 * With the Mastercard Gateway, the browser goes to this small page, which loads the gateway's checkout.js and
 * opens its hosted payment page for the session (Checkout.configure + showPaymentPage); the session id is not a
 * secret of the payer's (the gateway holds the order).
 */
export function registerMpgsRoutes(app: FastifyInstance, config: Config): void {
  const payment = config.payment
  if (payment.kind !== 'mpgs') return
  app.get<{ Params: { sessionId: string } }>(`${MPGS_CHECKOUT_PATH}:sessionId`, async (req, reply) => {
    if (!SESSION_ID.test(req.params.sessionId)) return reply.code(404).send({ error: 'Not found' })
    const nonce = randomBytes(16).toString('base64')
    const script = `${payment.url}/static/checkout/checkout.min.js`
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}' ${payment.url}; connect-src ${payment.url}; frame-src ${payment.url}; style-src 'unsafe-inline'; frame-ancestors 'none'`,
      ).send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card payment</title>
<script nonce="${nonce}" src="${script}"></script></head>
<body><p>Opening the payment page...</p>
<script nonce="${nonce}">Checkout.configure({ session: { id: ${JSON.stringify(req.params.sessionId)} } }); Checkout.showPaymentPage();</script>
</body></html>`)
  })
}
