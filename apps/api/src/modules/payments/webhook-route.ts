import type { FastifyInstance } from 'fastify'
import type { HttpDeps } from '../../platform/context'
import { PAYMENT_WEBHOOK_PATH } from '../../platform/payments/signature'
import { confirmSession } from './confirm'
import { isOrderId } from './order-id'
import { selectSessionByOrder } from './queries'

/** The notification's order id; the rest of the body is not trusted (the order is read back from the gateway). */
function orderIdOf(rawBody: string): string | null {
  try {
    const body = JSON.parse(rawBody) as { order?: { id?: unknown } }
    return isOrderId(body.order?.id) ? body.order.id : null
  } catch {
    return null
  }
}

/**
 * The gateway's server-to-server notification of an order. The signature is checked over the raw body first (a
 * bad one: 401, nothing read or changed); then the order is RETRIEVED from the gateway and settled from what the
 * gateway answers. Replays are harmless: confirming a paid order changes nothing.
 */
export async function registerPaymentWebhook(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as text.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 65_536 },
      (_req, body, done) => done(null, body),
    )
    scope.post(PAYMENT_WEBHOOK_PATH, async (req, reply) => {
      const rawBody = typeof req.body === 'string' ? req.body : ''
      const gateway = deps.platform.cardGateway
      if (!gateway.verifyNotification(req.headers, rawBody))
        return reply.code(401).send({ error: 'Bad signature' })
      const orderId = orderIdOf(rawBody)
      const session = orderId ? await selectSessionByOrder(deps.db, orderId) : null
      if (!session) return reply.code(404).send({ error: 'Unknown order' })
      const { session: confirmed } = await confirmSession(
        deps.db,
        { config: deps.config, gateway },
        session,
        null,
        { clientIp: req.ip },
      )
      return reply.code(200).send({ status: confirmed.status })
    })
  })
}
