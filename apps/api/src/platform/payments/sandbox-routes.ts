import { randomBytes } from 'node:crypto'
import { centsToDecimal } from '@preschool/domain'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { loadMailTheme } from '../mail/layout'
import { sendPage } from '../sso/login-page'
import { checkoutPage, finishedPage, unknownSessionPage } from './sandbox-page'
import {
  completeSandboxOrder,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
  sandboxOrderBySession,
} from './sandbox-gateway'
import { PAYMENT_WEBHOOK_PATH, SIGNATURE_HEADER, signBody } from './signature'

const SESSION_ID = /^SESSION[0-9A-F]{32}$/

type SessionRequest = { Params: { sessionId: string }; Body: unknown }

/** The browser returns here with the gateway's result indicator, as the Mastercard Gateway appends it. */
function returnTo(returnUrl: string, resultIndicator: string): string {
  const url = new URL(returnUrl)
  url.searchParams.set('resultIndicator', resultIndicator)
  return url.toString()
}

/**
 * The sandbox gateway's pages (PAYMENT_GATEWAY unset or sandbox): the checkout a person completes by choosing the
 * bank's answer. On submit it records the outcome on its side, sends the signed server-to-server notification to
 * the app's webhook route (in process, through the same HTTP route a real gateway calls) and sends the browser back.
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config },
): Promise<void> {
  const { config } = deps
  if (config.payment.kind !== 'sandbox') return
  const secret = config.payment.webhookSecret
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    const path = `${SANDBOX_CHECKOUT_PATH}:sessionId`

    scope.get<SessionRequest>(path, async (req, reply) => {
      const order = SESSION_ID.test(req.params.sessionId)
        ? await sandboxOrderBySession(deps.db, req.params.sessionId)
        : null
      if (!order) return sendPage(reply, 404, unknownSessionPage())
      const theme = await loadMailTheme(deps.db, order.fkSchool, config.publicUrl)
      if (order.status !== 'OPEN') return sendPage(reply, 409, finishedPage(theme, order.returnUrl))
      return sendPage(
        reply,
        200,
        checkoutPage(theme, {
          orderId: order.orderId,
          amount: centsToDecimal(order.amountCents),
          currency: order.currency,
          description: order.description,
          action: `${SANDBOX_CHECKOUT_PATH}${order.sessionId}`,
        }),
      )
    })

    scope.post<SessionRequest>(path, async (req, reply) => {
      const outcome = (req.body as Record<string, unknown> | undefined)?.outcome
      const known = SESSION_ID.test(req.params.sessionId)
        ? await sandboxOrderBySession(deps.db, req.params.sessionId)
        : null
      if (!known) return sendPage(reply, 404, unknownSessionPage())
      if (!SANDBOX_OUTCOMES.includes(outcome as SandboxOutcome))
        return reply.code(400).send({ error: 'Bad outcome' })
      const done = await completeSandboxOrder(deps.db, known.sessionId, outcome as SandboxOutcome)
      if (!done) {
        const theme = await loadMailTheme(deps.db, known.fkSchool, config.publicUrl)
        return sendPage(reply, 409, finishedPage(theme, known.returnUrl))
      }
      const body = JSON.stringify({
        order: {
          id: done.orderId,
          status: done.status,
          amount: centsToDecimal(done.amountCents),
          currency: done.currency,
        },
        result: done.status === 'CAPTURED' ? 'SUCCESS' : 'FAILURE',
      })
      const notified = await app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) },
        payload: body,
      })
      // The browser's return confirms the order too (updatePaymentSession), so a failed notification loses nothing.
      if (notified.statusCode >= 300)
        req.log.warn({ status: notified.statusCode }, 'sandbox notification refused')
      const indicator = done.status === 'CAPTURED' ? done.successIndicator : randomIndicator()
      return reply.header('cache-control', 'no-store').redirect(returnTo(done.returnUrl, indicator), 303)
    })
  })
}

const randomIndicator = () => randomBytes(8).toString('hex')
